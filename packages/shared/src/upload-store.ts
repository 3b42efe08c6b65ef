/**
 * Where the shop's upload store serves its pictures: paths of the shop (`/uploads/…`) on the local
 * disk, or under `S3_PUBLIC_URL` when uploads go to a bucket. `GET /api/settings` names that base
 * as `uploadsUrl`, and a page's Markdown shows pictures from it and from the shop's own paths only
 * (docs/decisions/030-shop-pages-in-safe-markdown.md § Update).
 */

/** What is read of a parsed address. */
interface ParsedUrl {
  protocol: string
  username: string
  password: string
  origin: string
  pathname: string
  href: string
}
/**
 * The WHATWG URL parser, a global of browsers and Node alike. The shared build names no
 * platform's types (`types: []`), so the part used here is declared.
 */
declare const URL: new (input: string) => ParsedUrl

function parseAbsolute(url: string): ParsedUrl | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * `written` as a browser will load it, when it is a picture under the upload store's public base
 * `uploadsUrl` (an absolute http(s) address without a trailing slash, as the server sends it);
 * undefined for any other address. Both are read the way a browser reads them (WHATWG URL), so a
 * `..` that leaves the base, another port, a look-alike host (`images.example.com.evil.example`)
 * or a neighbouring path (`/shop-other/` beside `/shop`) is refused.
 */
export function uploadStorePictureUrl(written: string, uploadsUrl: string): string | undefined {
  const base = parseAbsolute(`${uploadsUrl}/`)
  const url = parseAbsolute(written.trim())
  if (!base || !url || !/^https?:$/.test(base.protocol)) return undefined
  // Credentials would be sent to the store, or hide which host is meant.
  if (url.username !== '' || url.password !== '') return undefined
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) ? url.href : undefined
}
