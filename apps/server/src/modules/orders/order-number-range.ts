/**
 * The ids an order-number search stands for (docs/api.md, Admin orders list): the shop shows an
 * order as `#` and the start of its id (the first 8 characters in lists, the whole id on the
 * order page), so a search that is the start of an id, with or without its `#`, matches every id
 * between that start padded with 0s and with fs. A range on the primary key is one index probe;
 * searching inside ids (a trigram scan over every order) matched nothing anyone types.
 */

const UUID_GROUP_LENGTHS = [8, 4, 4, 4, 12]

export interface IdRange {
  first: string
  last: string
}

/** `[0-9a-f]{32}` as the dashed form PostgreSQL prints. */
function dashed(hex: string): string {
  const groups: string[] = []
  let start = 0
  for (const length of UUID_GROUP_LENGTHS) {
    groups.push(hex.slice(start, start + length))
    start += length
  }
  return groups.join('-')
}

/** The ids that start with `search`, or null when the search cannot be the start of an id. */
export function orderNumberRange(search: string): IdRange | null {
  const typed = search.trim().replace(/^#/, '').toLowerCase()
  const hex = typed.replaceAll('-', '')
  if (hex.length === 0 || hex.length > 32 || !/^[0-9a-f]+$/.test(hex)) return null
  // Dashes may be left out or typed where the id has them, nowhere else.
  if (typed.includes('-') && !dashed(hex.padEnd(32, '0')).startsWith(typed)) return null
  return { first: dashed(hex.padEnd(32, '0')), last: dashed(hex.padEnd(32, 'f')) }
}
