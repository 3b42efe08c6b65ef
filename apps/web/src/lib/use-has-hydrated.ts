import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and
 * from the first render of a page the browser renders alone). What only the browser knows, such
 * as a history entry's state, waits for it, so the first render matches the server's HTML.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
