import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { NotFoundRoute } from './not-found-route'

/** What a layout shows when a page fails to load or render, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError()
  // The server render answers an unknown product or collection with a 404 and the shop's 404 page.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />
  const detail = isRouteErrorResponse(error)
    ? `${String(error.status)} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <PageMeta title="Something went wrong" />
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-stone-600">
        This page could not be shown. Reload to try again, or go back to the shop.
      </p>
      {detail ? <p className="mt-2 text-sm text-stone-500">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => {
            window.location.reload()
          }}
          className="rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold hover:bg-stone-100"
        >
          Reload
        </button>
        <Link
          to={paths.home}
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-800"
        >
          Back to the home page
        </Link>
      </div>
    </div>
  )
}
