import { z } from 'zod'

/** An absolute http(s) address: a host, then perhaps a path, a query or a fragment; no spaces. */
const HTTP_ADDRESS = /^https?:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i

/**
 * Where a button or a bar of the owner's may lead: a page of the shop (`/collections/sale`) or an
 * http(s) address. Nothing else: no `javascript:`, no `//host` that leaves the shop unseen.
 */
export function isShopLink(link: string): boolean {
  // A browser drops tabs and newlines from an address: `/\t/evil.example` would be `//evil.example`.
  // Whitespace and control characters (all below U+0021, and DEL) and backslashes are refused.
  for (let index = 0; index < link.length; index += 1) {
    const code = link.charCodeAt(index)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return false
  }
  if (link.startsWith('/')) return !link.startsWith('//')
  return HTTP_ADDRESS.test(link)
}

export const shopLinkMessage = (what: string) =>
  `${what} is a page of the shop (starting with /) or an http(s) address.`

export function shopLinkSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(500, message)
    .refine(isShopLink, message)
}
