import { useSyncExternalStore } from 'react'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function getMediaQuery(): MediaQueryList | undefined {
  // Older browsers and jsdom have no matchMedia: they get motion.
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : undefined
}

/** True when the visitor asked the system for less motion, read at the moment of the call. */
export function prefersReducedMotion(): boolean {
  return getMediaQuery()?.matches ?? false
}

function subscribe(onChange: () => void): () => void {
  const query = getMediaQuery()
  query?.addEventListener('change', onChange)
  return () => {
    query?.removeEventListener('change', onChange)
  }
}

/** True while the visitor asks for less motion; follows the system setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
