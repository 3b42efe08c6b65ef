/**
 * Text helpers for catalogue filters, kept free of zod so the storefront's first pages can use
 * them without loading the schema library.
 */

/** Splits a comma-separated filter value into its trimmed, non-empty parts. */
export function splitFilterList(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
}

/** The URL form of a collection name: "Summer Essentials" → "summer-essentials". */
export function toCollectionSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
