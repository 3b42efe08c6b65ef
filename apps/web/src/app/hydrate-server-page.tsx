import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type RouteObject,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { paths } from '../config/paths'
import { serverCacheReceived } from '../lib/api'
import { AppProviders } from './app-providers'
import { routes } from './app-routes'
import { endUnusableSession } from './end-unusable-session'
import type { ServerPage } from './server-rendering/server-page'
import { serverRenderedSession } from './server-rendering/server-rendered-session'
import { makeStore, type RootState } from './store'

/**
 * The matched pages' code, loaded before hydrating: a lazy route still loading would render its
 * fallback, not the server's markup (the start script asked for these files with the entry).
 */
async function loadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

function toRouteErrors(page: ServerPage) {
  if (!page.routeErrors) return null
  return Object.fromEntries(
    Object.entries(page.routeErrors).map(([id, { status, statusText }]) => [
      id,
      new ErrorResponse(status, statusText, null),
    ]),
  )
}

/**
 * Takes over a page the server rendered (docs/server-rendering.md): the store starts from the API
 * cache sent with it, so no query runs again; the first render reads the state the server rendered
 * with (a guest, empty cart), and right after hydration the browser's stored session and cart show.
 */
export async function hydrateServerPage(
  container: HTMLElement,
  page: ServerPage,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<void> {
  // Each step is a task of its own: on a slow phone one long task would hold the page's scrolling
  // and taps, and Lighthouse counts every task over 50 ms as blocking (docs/performance.md).
  await yieldToMain()
  const store = makeStore({ onSessionRejected: () => void router.navigate(paths.login()) })
  store.dispatch(serverCacheReceived({ api: page.api }))
  // An ended session sends the shopper home: the server's page is then not the one to show.
  const isSessionEnded = endUnusableSession(store)
  await yieldToMain()
  await loadMatchedRoutes(routes, window.location.pathname)
  await yieldToMain()
  const router = createBrowserRouter(routes, {
    hydrationData: isSessionEnded ? undefined : { loaderData: {}, errors: toRouteErrors(page) },
  })
  const app = (serverState?: RootState) => (
    <StrictMode>
      <AppProviders store={store} publicUrl={page.publicUrl} serverState={serverState}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (isSessionEnded) {
    container.replaceChildren()
    createRoot(container).render(app())
    return
  }
  const serverState: RootState = { ...store.getState(), ...serverRenderedSession() }
  // The server's HTML has painted before this code was even asked for (the start script). The
  // transition lets React split hydration into short tasks, so a slow phone keeps scrolling and
  // painting meanwhile; from this call on, a click on a part not yet hydrated is replayed.
  startTransition(() => {
    hydrateRoot(container, app(serverState), options)
  })
}

/** Ends the current task: what follows runs in a new one, after input and rendering had a turn. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
}
