import type { ReactNode } from 'react'
import { LogoMark } from '../../../components/logo-mark'

interface AuthCardProps {
  title: string
  intro: string
  children: ReactNode
}

/** The centred card the login and sign-up pages sit in, on a quiet tinted background. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-10 sm:px-6 sm:py-16 lg:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
        <LogoMark className="size-10" />
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}
