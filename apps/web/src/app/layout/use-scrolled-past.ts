import { useEffect, useState } from 'react'

/** True once the page has scrolled more than `offset` pixels (the home header turns solid). */
export function useScrolledPast(offset: number): boolean {
  const [isPast, setIsPast] = useState(() => window.scrollY > offset)
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
