/**
 * How many pages of the product list ("Load more") a history entry has loaded. It lives in the
 * entry's location state rather than in the address: it says how far this shopper got, not what
 * the listing is, so a shared or bookmarked link still opens at the first page while Back, Forward
 * and a reload (the browser keeps the state with the entry) bring the same pages back. A filter
 * change is a new entry without it, so it starts again from the first page.
 */

/** More would be a hand-made state; the server refuses pages past this anyway. */
const MAX_RESTORED_PAGES = 100

/** The loaded page count of an entry's state; 1 when it has none or it makes no sense. */
export function readLoadedPages(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('loadedPages' in state)) return 1
  const { loadedPages } = state
  return typeof loadedPages === 'number' && Number.isInteger(loadedPages) && loadedPages >= 1
    ? Math.min(loadedPages, MAX_RESTORED_PAGES)
    : 1
}

/** The entry's state with its loaded page count, keeping whatever else the state holds. */
export function withLoadedPages(state: unknown, loadedPages: number): Record<string, unknown> {
  const rest = typeof state === 'object' && state !== null ? { ...state } : {}
  return { ...rest, loadedPages }
}
