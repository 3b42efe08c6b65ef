import type { ReactNode } from 'react'

/** A form's refusal (the server's words, or what to fix), announced as soon as it shows. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  )
}
