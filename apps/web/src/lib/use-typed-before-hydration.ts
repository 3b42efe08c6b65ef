import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A server-rendered page shows its forms before its scripts have run (docs/server-rendering.md
 * § First paint before scripts), and a shopper may type into them meanwhile. React then takes the
 * fields over with the state they start with, empty, and the next render would wipe what was
 * typed. Once hydrated, this reads the form's named fields and hands what is in them to `adopt`,
 * which puts it into the form's state. A form the browser rendered itself finds nothing typed.
 */
export function useTypedBeforeHydration(
  adopt: (typed: Record<string, string>) => void,
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null)
  const adoptRef = useRef(adopt)
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed: Record<string, string> = {}
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') typed[name] = value
    }
    if (Object.keys(typed).length > 0) adoptRef.current(typed)
  }, [])
  return formRef
}
