import {
  PAGE_START_SCRIPT,
  type PageRenderer,
  type PageRendererOptions,
  type PageRenderRequest,
} from '@shop/shared/page-rendering'
/// <reference types="node" />
// This file runs only on the server (entry-server.tsx): Node's streams are its output.
import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router'
import { shippingSummaryApi } from '../../lib/shipping-summary-api'
import { shopSettingsApi } from '../../lib/shop-settings-api'
import { routes } from '../app-routes'
import { AppProviders } from '../app-providers'
import { routeIds, type RouteId } from '../route-ids'
import { makeStore } from '../store'
import { pageCodeFor } from './page-code'
import { pageLoaders, type PageLoaderContext } from './page-loaders'
import { splitPageFrame } from './page-frame'
import { serverRenderedSession } from './server-rendered-session'
import { SERVER_PAGE_ELEMENT_ID, serializeServerPage, type ServerRouteError } from './server-page'

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

/**
 * The page's HTML from React's streaming renderer, read once the whole tree is ready: the data is
 * in the store before rendering, so nothing is gained by sending a shell first, and a boundary sent
 * later would need an inline script, which the Content-Security-Policy forbids (it allows only the
 * page's fixed start script, by its hash). Lazy parts (the footer, say) are thereby in the HTML
 * too, and hydrate when their code arrives.
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let timer: NodeJS.Timeout | undefined = undefined
    const collector = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    let failure: unknown
    const stream = renderToPipeableStream(element, {
      // Never outline a large boundary to reveal it later by inline script (the CSP blocks it).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure === undefined) stream.pipe(collector)
      },
      onError(error) {
        // An error inside a Suspense boundary would ship a boundary for the browser to redo: the
        // whole page is the browser's to render instead.
        failure ??= error
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error('The page could not be rendered.'))
      },
    })
    timer = setTimeout(() => {
      stream.abort(new Error('The page took too long to render.'))
    }, RENDER_TIMEOUT_MS)
  })
}

/** For a single-quoted attribute, which JSON's own double quotes can stand in unescaped. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll("'", '&#39;')
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
    // Every page shows the owner's name, logo and colours: their settings ride along with it.
    const [context] = await Promise.all([
      handler.query(new Request(address), { requestContext }),
      store.dispatch(shopSettingsApi.endpoints.getSettings.initiate(undefined)),
      // And the footer's shipping promise (the home's and the product page's, the shipping
      // page's rates), from the shipping table's summary.
      store.dispatch(shippingSummaryApi.endpoints.getShippingSummary.initiate(undefined)),
    ])
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
    const code = pageCodeFor(
      context.matches.map((match) => match.route.id),
      manifest,
    )
    const modules = escapeAttribute(JSON.stringify([...frame.modules, ...code.modules]))

    // Stylesheets first: they hold the first paint, so they are asked for before anything else.
    const html =
      frame.head +
      frame.stylesheets +
      code.stylesheets +
      headTags +
      frame.bodyStart +
      body +
      frame.rootEnd +
      `<script type="application/json" id="${SERVER_PAGE_ELEMENT_ID}">${page}</script>` +
      `<script data-modules='${modules}'>${PAGE_START_SCRIPT}</script>` +
      frame.rest
    return { status, html }
  }
}
