import { Link } from 'react-router'
import { LogoMark } from '../../components/logo-mark'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { focusRing } from '../../components/ui/focus-ring'

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <PageMeta title="Page not found" />
      <LogoMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-stone-600">This page slid away, or it never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className={`rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 ${focusRing.standard}`}
        >
          Back to the home page
        </Link>
        <Link
          to={paths.shop}
          className="rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold hover:bg-stone-100"
        >
          Browse the shop
        </Link>
      </div>
    </div>
  )
}
