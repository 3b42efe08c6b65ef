import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

/**
 * Where the shopper was on each listing history entry, by location key: the position the
 * layout's ScrollRestoration gives back on Back is cut short while the loaded pages are still
 * being fetched (a page shorter than the position cannot be scrolled that far), so the listing
 * scrolls there again once its pages are in.
 */
interface SavedPosition {
  /** The address the position belongs to, so a reused key never scrolls another page. */
  href: string
  y: number
}

const STORAGE_KEY = 'shop-listing-scroll'
/** Enough for any shopper's session; the oldest go first. */
const MAX_SAVED = 50

let saved: Map<string, SavedPosition> | undefined

function savedPositions(): Map<string, SavedPosition> {
  if (saved) return saved
  saved = new Map()
  try {
    // A reload keeps the history entries (and their keys), so it keeps their positions too.
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (Array.isArray(stored)) {
      for (const entry of stored as [string, SavedPosition][]) saved.set(entry[0], entry[1])
    }
  } catch {
    // Unreadable storage: positions start afresh.
  }
  return saved
}

function remember(key: string, position: SavedPosition) {
  const positions = savedPositions()
  positions.delete(key)
  positions.set(key, position)
  for (const oldest of positions.keys()) {
    if (positions.size <= MAX_SAVED) break
    positions.delete(oldest)
  }
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...savedPositions()]))
  } catch {
    // Storage full or blocked: only a reload loses the position.
  }
}

/**
 * Keeps this entry's scroll position while the shopper is on it, and on Back or Forward (or a
 * reload) scrolls back to it once `isReady` says the restored content is there.
 */
export function useListingScrollRestoration(isReady: boolean): void {
  const { key, pathname, search } = useLocation()
  const navigationType = useNavigationType()
  const href = pathname + search
  const pendingRef = useRef<number | undefined>(undefined)

  useLayoutEffect(() => {
    // The first entry of a tab has the key "default", which a later visit can share.
    const position = key === 'default' ? undefined : savedPositions().get(key)
    pendingRef.current =
      navigationType === NavigationType.Pop && position?.href === href ? position.y : undefined

    // "Load more" replaces the entry without moving: where the shopper is now belongs to the new one.
    if (navigationType === NavigationType.Replace && key !== 'default')
      remember(key, { href, y: window.scrollY })

    let isCurrent = true
    let frame = 0
    const record = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        // Not while a restore waits: the cut-short position must not replace the saved one.
        if (!isCurrent || pendingRef.current !== undefined || key === 'default') return
        remember(key, { href, y: window.scrollY })
      })
    }
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      // A layout cleanup runs before the next page's scroll to the top: nothing after it counts.
      isCurrent = false
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', persist)
    }
  }, [key, href, navigationType])

  useEffect(() => {
    const y = pendingRef.current
    if (y === undefined || !isReady) return
    pendingRef.current = undefined
    window.scrollTo({ top: y, behavior: 'instant' })
  }, [isReady, key])
}
