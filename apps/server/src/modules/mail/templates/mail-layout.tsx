import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'
import { absoluteUrl } from './mail-format.js'
import type { MailContext, MailLogo } from './mail-context.js'

/**
 * The frame of every message, in the storefront's look: warm paper, ink text, the owner's accent
 * for the one action, their logo and name at the top. Inline styles only, as mail clients ignore
 * style sheets.
 */

export const COLORS = {
  paper: '#fbf8f4',
  ink: '#1d1a18',
  muted: '#57534e',
  line: '#e7e5e4',
  card: '#ffffff',
} as const

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

const styles = {
  body: { backgroundColor: COLORS.paper, fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 12px' },
  wordmark: {
    color: COLORS.ink,
    fontSize: '22px',
    fontWeight: 800,
    letterSpacing: '-0.02em',
    textDecoration: 'none',
  },
  card: {
    backgroundColor: COLORS.card,
    borderRadius: '16px',
    border: `1px solid ${COLORS.line}`,
    padding: '28px 24px',
    marginTop: '16px',
  },
  heading: { color: COLORS.ink, fontSize: '22px', fontWeight: 800, lineHeight: '28px', margin: 0 },
  text: { color: COLORS.ink, fontSize: '15px', lineHeight: '24px', margin: '14px 0 0' },
  muted: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '14px 0 0' },
  button: {
    borderRadius: '999px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 700,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  logo: {
    display: 'inline-block',
    height: '32px',
    width: 'auto',
    verticalAlign: 'middle',
    marginRight: '10px',
  },
  footer: { color: COLORS.muted, fontSize: '12px', lineHeight: '18px', textAlign: 'center' },
} satisfies Record<string, CSSProperties>

/** The box a logo is shown in; its PNG copy has twice the pixels, for sharp screens. */
const LOGO_BOX = { width: 240, height: 32 }

/**
 * The logo's size in the box, given as attributes too: Outlook on Windows ignores the style and
 * would draw the picture at its full pixel size.
 */
function LogoImage({ logo, linkBaseUrl }: { logo: MailLogo; linkBaseUrl: string }) {
  const src = absoluteUrl(linkBaseUrl, logo.url)
  if (logo.size === undefined) return <Img src={src} alt="" height="32" style={styles.logo} />
  const scale = Math.min(LOGO_BOX.width / logo.size.width, LOGO_BOX.height / logo.size.height)
  const width = Math.max(1, Math.round(logo.size.width * scale))
  const height = Math.max(1, Math.round(logo.size.height * scale))
  return (
    <Img
      src={src}
      alt=""
      width={width}
      height={height}
      style={{ ...styles.logo, width: `${String(width)}px`, height: `${String(height)}px` }}
    />
  )
}

interface MailLayoutProps {
  context: MailContext
  /** The line mail apps show beside the subject. */
  preview: string
  children: ReactNode
}

export function MailLayout({ context, preview, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section>
            <Link href={context.linkBaseUrl} style={styles.wordmark}>
              {context.logo !== undefined && (
                <LogoImage logo={context.logo} linkBaseUrl={context.linkBaseUrl} />
              )}
              {context.shopName}
            </Link>
          </Section>
          <Section style={styles.card}>{children}</Section>
          <Text style={styles.footer}>
            {context.shopName} ·{' '}
            <Link href={context.linkBaseUrl} style={{ color: COLORS.muted }}>
              {new URL(context.linkBaseUrl).host}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  )
}

export function MailText({ children, isMuted }: { children: ReactNode; isMuted?: boolean }) {
  return <Text style={isMuted ? styles.muted : styles.text}>{children}</Text>
}

/** Several lines the sender wrote, each kept as they typed it. */
export function MailParagraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\r?\n/).map((line, index) => (
        // Lines have no identity of their own and their order never changes.
        <Text key={index} style={{ ...styles.text, margin: index === 0 ? '14px 0 0' : 0 }}>
          {line === '' ? '\u00a0' : line}
        </Text>
      ))}
    </>
  )
}

/** A link to a page of the shop, made absolute from the configured public address. */
interface MailLinkProps {
  context: MailContext
  path: string
  children: ReactNode
}

/** The message's one action, as a button; the plain-text part shows its address. */
export function MailButton({ context, path, children }: MailLinkProps) {
  return (
    <Section style={{ marginTop: '24px' }}>
      <Button
        href={absoluteUrl(context.linkBaseUrl, path)}
        style={{ ...styles.button, backgroundColor: context.accentColor }}
      >
        {children}
      </Button>
    </Section>
  )
}

export function MailLink({ context, path, children }: MailLinkProps) {
  return (
    <Link href={absoluteUrl(context.linkBaseUrl, path)} style={{ color: context.accentColor }}>
      {children}
    </Link>
  )
}
