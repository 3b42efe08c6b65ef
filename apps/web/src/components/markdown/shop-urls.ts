import { uploadStorePictureUrl } from '@shop/shared/upload-store'

/**
 * Where a link or a picture written in a shop page's Markdown may lead (docs/decisions/030): the
 * owner writes the text, but a stolen admin session must not turn a page into a trap for every
 * shopper. URLs are read the way a browser reads them (WHATWG URL: tabs and newlines dropped,
 * letter case of the scheme ignored), so no spelling of `javascript:` gets through.
 */

/** A stand-in origin for the shop: a URL that resolves to it is a path of the shop. */
const SHOP_ORIGIN = 'https://shop.invalid'
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

function parse(url: string): URL | undefined {
  try {
    return new URL(url, `${SHOP_ORIGIN}/`)
  } catch {
    return undefined
  }
}

/**
 * The path of a URL of the shop. A path the dot segments reduced to `//host` (`/.//evil.example`)
 * would leave the shop once written back as a path, so it is kept as one path segment.
 */
const shopPathOf = (url: URL) => `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`

/**
 * A link's address: a path of the shop (`/contact`), a place on the page (`#sizes`), an http(s)
 * address or a mailto; anything else (`javascript:`, `data:`, `vbscript:`…) has none.
 */
export function toSafeLinkHref(written: string): string | undefined {
  const trimmed = written.trim()
  if (trimmed === '') return undefined
  if (trimmed.startsWith('#')) return trimmed
  const url = parse(trimmed)
  if (!url) return undefined
  if (url.origin === SHOP_ORIGIN) return shopPathOf(url)
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined
}

/**
 * A picture's address: the shop's own images only (`/uploads/…`, `/hero/…`), and those of its
 * upload store when that is a bucket (`uploadsUrl` of the settings, S3_PUBLIC_URL); none from
 * elsewhere, which could tell another site who reads the page.
 */
export function toShopImageSrc(written: string, uploadsUrl?: string): string | undefined {
  const trimmed = written.trim()
  // A path from the root: a relative one would change with the page that shows it.
  if (trimmed.startsWith('/')) {
    const url = parse(trimmed)
    return url?.origin === SHOP_ORIGIN ? shopPathOf(url) : undefined
  }
  return uploadsUrl === undefined ? undefined : uploadStorePictureUrl(trimmed, uploadsUrl)
}

/** Whether a safe link address leads out of the shop (it then opens without the shop as opener). */
export const isExternalHref = (href: string) => /^https?:/i.test(href)

/** Whether a safe link address is a page of the shop, which the app's router opens itself. */
export const isShopPath = (href: string) => href.startsWith('/')
