import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  title: string
  description?: string
  /** Shown at the end of the heading row: a link, arrows. Keep it short: it never wraps. */
  aside?: ReactNode
}

/** The heading row every home section opens with: one h2, a short line, and an optional aside. */
export function SectionHeading({ id, title, description, aside }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4 sm:mb-8 sm:gap-8">
      <div className="max-w-2xl min-w-0">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        {description ? <p className="mt-2 text-stone-600 text-pretty">{description}</p> : null}
      </div>
      {aside ? <div className="shrink-0">{aside}</div> : null}
    </div>
  )
}
