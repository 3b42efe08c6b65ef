import type { ComponentPropsWithoutRef } from 'react'
import type { Components, ExtraProps } from 'react-markdown'
import { Link } from 'react-router'
import { focusRing } from '../ui/focus-ring'
import { isExternalHref, isShopPath } from './shop-urls'

/**
 * How a shop page's Markdown looks: the typography of the shop's information pages, written as
 * one small component per element instead of a typography plugin. Each drops react-markdown's
 * `node` prop and sets its own class, so nothing of the text reaches an attribute but what the
 * sanitizing schema let through (markdown-schema.ts).
 */

type ElementProps<Tag extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> &
  ExtraProps

const markdownLinkClass = `rounded-sm font-semibold text-ink underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink ${focusRing.standard}`

const listClass = 'mt-3 space-y-1.5 pl-5 leading-7 text-stone-700 marker:text-brand-600'

function MarkdownLink({ href, title, children }: ElementProps<'a'>) {
  // The address was refused (shop-urls.ts): the words stay, as plain text that leads nowhere.
  if (href === undefined || href === '') return <span>{children}</span>
  if (isShopPath(href)) {
    return (
      <Link to={href} title={title} className={markdownLinkClass}>
        {children}
      </Link>
    )
  }
  return (
    <a
      href={href}
      title={title}
      // Another site gets neither this page as its opener nor its address.
      rel={isExternalHref(href) ? 'noopener noreferrer' : undefined}
      className={`${markdownLinkClass} wrap-anywhere`}
    >
      {children}
    </a>
  )
}

function MarkdownImage({ src, alt, title }: ElementProps<'img'>) {
  return (
    <img
      src={src}
      alt={alt ?? ''}
      title={title}
      loading="lazy"
      decoding="async"
      className="mt-6 block h-auto max-w-full rounded-xl bg-stone-100"
    />
  )
}

/** A section heading; a `#` in the text is one too, the page's own title being its one h1. */
function SectionHeading({ children }: ElementProps<'h2'>) {
  return <h2 className="mt-10 text-xl font-bold tracking-tight text-ink first:mt-0">{children}</h2>
}

function SubHeading({ children }: ElementProps<'h3'>) {
  return <h3 className="mt-8 text-lg font-semibold text-ink first:mt-0">{children}</h3>
}

function MinorHeading({ children }: ElementProps<'h4'>) {
  return <h4 className="mt-6 font-semibold text-ink first:mt-0">{children}</h4>
}

export const MARKDOWN_ELEMENTS: Components = {
  h1: SectionHeading,
  h2: SectionHeading,
  h3: SubHeading,
  h4: MinorHeading,
  h5: MinorHeading,
  h6: MinorHeading,
  // The first paragraph is the page's introduction, a size up, as the shop's pages always had it.
  p: ({ children }) => (
    <p className="mt-4 leading-7 text-stone-700 first:mt-0 first:text-lg first:leading-8">
      {children}
    </p>
  ),
  ul: ({ children }) => <ul className={`${listClass} list-disc`}>{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className={`${listClass} list-decimal marker:font-semibold`}>
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-l-4 border-brand-200 pl-4 text-stone-600 italic">
      {children}
    </blockquote>
  ),
  a: MarkdownLink,
  img: MarkdownImage,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  code: ({ children }) => (
    <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-ink">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="mt-4 overflow-x-auto rounded-lg bg-stone-100 p-4 text-sm leading-6 [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
  hr: () => <hr className="my-10 border-stone-200" />,
  br: () => <br />,
}
