import { useEffect, useState, type RefObject } from 'react'

/**
 * True while the element has scrolled up out of the viewport, false while it shows or is still
 * below it. Watched by an IntersectionObserver, so nothing runs on every scroll event; a browser
 * without one never reports it gone.
 */
export function useScrolledAbove(ref: RefObject<HTMLElement | null>): boolean {
  const [isAbove, setIsAbove] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return
      const viewportTop = entry.rootBounds?.top ?? 0
      setIsAbove(!entry.isIntersecting && entry.boundingClientRect.bottom <= viewportTop)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [ref])
  return isAbove
}
