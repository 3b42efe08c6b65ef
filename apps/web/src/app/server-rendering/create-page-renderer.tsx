import type {
  PageRenderer,
  PageRendererOptions,
  PageRenderRequest,
} from '@shop/shared/page-rendering'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router'
import { routes } from '../app-routes'
import { AppProviders } from '../app-providers'
import { routeIds, type RouteId } from '../route-ids'
import { makeStore } from '../store'
import { preloadLinksFor } from './module-preloads'
import { pageLoaders, type PageLoaderContext } from './page-loaders'
import { splitPageFrame } from './page-frame'
import { serverRenderedSession } from './server-rendered-session'
import {
  SERVER_PAGE_ELEMENT_ID,
  serializeServerPage,
  type ServerRouteError,
} from './server-page'

type Fetch = typeof globalThis.fetch

/** A render that has not finished by then is abandoned: the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 10_000

/** The route table with each server-rendered page's loader (the browser's table has none). */
function withPageLoaders(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const loader = route.id === undefined ? undefined : pageLoaders[route.id as RouteId]
    const children = route.children && withPageLoaders(route.children)
    return { ...route, ...(loader && { loader }), ...(children && { children }) } as RouteObject
  })
}

function isServerRendered(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)
  return leaf?.route.id !== undefined && leaf.route.id in pageLoaders
}

/**
 * React's hoisted tags (<title>, <meta>, <link>) lead the markup of a tree rendered without
 * <html>; they belong in <head>, where crawlers and link previews read them.
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/

async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown
  const stream = await renderToReadableStream(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: (error) => {
      failure ??= error
    },
  })
  // Everything the page shows is in the store before it renders, so waiting for the whole tree
  // costs nothing and gives crawlers complete HTML with its head tags in <head>.
  await stream.allReady
  const html = await new Response(stream).text()
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('The page could not be rendered.')
  }
  return html
}

function routeErrorsOf(context: StaticHandlerContext): Record<string, ServerRouteError> | null {
  if (!context.errors) return null
  return Object.fromEntries(
    Object.entries(context.errors).map(([routeId, error]) => {
      const { status = 500, statusText = '' } = (error ?? {}) as Partial<ServerRouteError>
      return [routeId, { status, statusText }]
    }),
  )
}

/**
 * The server entry's renderer of public pages (docs/server-rendering.md): React Router's static
 * handler runs the page's loaders, which fill a store of this request through the server's own
 * API; React renders the page from it; the HTML goes out with the store's API cache, which the
 * browser hydrates from without fetching the same data again.
 */
export function createPageRenderer({
  template,
  manifest,
}: PageRendererOptions): PageRenderer<Fetch> {
  const frame = splitPageFrame(template)
  const handler = createStaticHandler(withPageLoaders(routes))

  return async ({ url, publicUrl, fetch }: PageRenderRequest<Fetch>) => {
    const address = new URL(url, publicUrl)
    if (!isServerRendered(address.pathname)) return undefined

    const store = makeStore({ serverFetch: fetch, preloadedState: serverRenderedSession() })
    const requestContext: PageLoaderContext = { store }
    const context = await handler.query(new Request(address), { requestContext })
    // Loaders answer data or a 404, never a redirect: anything else is the browser's to render.
    if (context instanceof Response) return undefined

    const router = createStaticRouter(handler.dataRoutes, context)
    const markup = await renderToHtml(
      <AppProviders store={store} publicUrl={publicUrl}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    )
    const headTags = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? ''
    const body = markup.slice(headTags.length)
    const leaf = context.matches.at(-1)?.route.id
    const status = leaf === routeIds.notFound ? 404 : context.statusCode
    const page = serializeServerPage({
      publicUrl,
      api: store.getState().api,
      routeErrors: routeErrorsOf(context),
    })
    const preloads = preloadLinksFor(
      context.matches.map((match) => match.route.id),
      manifest,
    )

    const html =
      frame.head +
      headTags +
      preloads +
      frame.bodyStart +
      body +
      frame.rootEnd +
      `<script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">${page}</script>` +
      frame.rest
    return { status, html }
  }
}
