import { Link } from 'react-router'
import { LogoMark } from '../../components/logo-mark'

export function NotFoundRoute() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-stone-600">This page slid away, or it never existed.</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Back to the home page
      </Link>
    </main>
  )
}
