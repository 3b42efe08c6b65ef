import { useEffect, useState } from 'react'

/**
 * The observed area reaches far below the screen, so an element anywhere under the viewport
 * counts as in view and only one scrolled up past the top counts as out of it. An observer only
 * reports crossings: with the plain viewport, a jump from above the element to below it (the End
 * key, a fling) crosses nothing and would go unseen.
 */
const EVERYTHING_BELOW = '0px 0px 1000000px 0px'

/**
 * True while the element has scrolled up out of the viewport, false while it shows or is still
 * below it. Watched by an IntersectionObserver, so nothing runs on every scroll event; a browser
 * without one never reports it gone.
 */
export function useScrolledAbove(element: HTMLElement | null): boolean {
  const [isAbove, setIsAbove] = useState(false)
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setIsAbove(!entry.isIntersecting)
      },
      { rootMargin: EVERYTHING_BELOW },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [element])
  return isAbove
}
