/**
 * Turns what a shopper typed into a PostgreSQL tsquery with prefix matching, so "jea" finds
 * jeans and "blue sh" finds blue shirts. Only letters and digits survive: the text can never
 * be read as tsquery syntax. Returns undefined when nothing searchable is left.
 */
export function toPrefixTsQuery(search: string): string | undefined {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
  if (words.length === 0) return undefined
  return words.map((word) => `${word}:*`).join(' & ')
}
