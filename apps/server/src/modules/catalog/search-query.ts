/** The words of what a shopper typed: letters and digits only, lower-cased, at most 8. */
export function toSearchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
}

/**
 * Turns what a shopper typed into a PostgreSQL tsquery with prefix matching, so "jea" finds
 * jeans and "blue sh" finds blue shirts. Only letters and digits survive: the text can never
 * be read as tsquery syntax. Returns undefined when nothing searchable is left.
 */
export function toPrefixTsQuery(search: string): string | undefined {
  const words = toSearchWords(search)
  if (words.length === 0) return undefined
  return words.map((word) => `${word}:*`).join(' & ')
}
