import { useEffect, useState } from 'react'

/** True once the page has scrolled more than `offset` pixels (the home header turns solid). */
export function useScrolledPast(offset: number): boolean {
  // False at first, as on the server; the effect reads the real scroll at once.
  const [isPast, setIsPast] = useState(false)
  useEffect(() => {
    const update = () => {
      setIsPast(window.scrollY > offset)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
    }
  }, [offset])
  return isPast
}
