import type { ReactNode } from 'react'
import { PageMeta } from '../../../components/page-meta'

interface AdminPageProps {
  title: string
  /** A line under the title saying what the screen is for. */
  intro?: string
  /** Buttons beside the title (a "+ New Product", say). */
  actions?: ReactNode
  children: ReactNode
}

/** One back-office screen: its browser title, its heading and its content. */
export function AdminPage({ title, intro, actions, children }: AdminPageProps) {
  return (
    <>
      <PageMeta title={`${title} · Admin`} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-6 sm:mt-8">{children}</div>
    </>
  )
}
