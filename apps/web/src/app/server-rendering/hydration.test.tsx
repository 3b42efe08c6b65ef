import type { ProductFilters } from '@shop/shared/catalog'
import { PAGE_START_SCRIPT, type PageRenderer } from '@shop/shared/page-rendering'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type * as ReactDomClient from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { customer, tokenExpiringIn } from '../../features/auth/session.fixture'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import { homeContentHandler, shippingSummaryHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { asProductCard } from '../../testing/product-cards'
import { hydrateServerPage } from '../hydrate-server-page'
import { createPageRenderer } from './create-page-renderer'
import { readServerPage } from './server-page'

/**
 * A server-rendered page hydrates in React's development build, which reports what production
 * React keeps quiet about: an attribute or text the browser's first render draws differently from
 * the server's HTML. The page is rendered by the real renderer from the same API answers, then the
 * browser takes it over the way main.tsx does, in a browser that differs from the server where
 * real ones do: a stored session and cart, a media query that matches, a scrolled window.
 */

/** The roots hydrateServerPage makes, so each test can unmount its page (the real hydrateRoot). */
const hydratedRoots = vi.hoisted(() => [] as Root[])
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>()
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args)
      hydratedRoots.push(root)
      return root
    },
  }
})

/** A server render and a hydration of a whole page in React's development build take a while. */
const TEST_TIMEOUT_MS = 30_000

const PUBLIC_URL = 'https://shop.test'
/** The shape of Vite's built index.html: the entry's script, its imports and stylesheet. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">' +
  '</head><body><div id="root"></div></body></html>'

const product = makeProduct()
const similar = makeProduct({ _id: 'prod-hoodie', name: 'Drift Hoodie', originalPrice: undefined })
const skirt = makeProduct({ _id: 'prod-skirt', name: 'Tide Midi Skirt', price: 48 })
const arrival = makeProduct({ _id: 'prod-overshirt', name: 'Harbor Overshirt', price: 64 })

const facets: ProductFilters = {
  categories: ['Bottom Wear', 'Top Wear'],
  genders: ['Men', 'Women'],
  colors: ['Black', 'Navy'],
  sizes: ['S', 'M'],
  materials: ['Cotton'],
  brands: ['Slide Supply Co.'],
  collections: [{ name: 'Summer Essentials', slug: 'summer-essentials' }],
  price: { min: 36, max: 64 },
}

/** The cart a returning shopper's browser remembers, and the server holds for them. */
const storedCart = {
  products: [
    {
      productId: product._id,
      name: product.name,
      image: '/uploads/tee-front.webp',
      price: 36,
      size: 'M',
      color: 'Black',
      quantity: 2,
      lineTotal: 72,
    },
  ],
  totalPrice: 72,
  freeShippingRemaining: 28.01,
}
let serverCart: typeof storedCart | { products: never[]; totalPrice: number } = {
  products: [],
  totalPrice: 0,
}

const cards = [product, skirt, arrival, similar].map(asProductCard)

const server = setupTestServer(
  shippingSummaryHandler,
  homeContentHandler,
  http.get('/api/cart', () => HttpResponse.json({ _id: null, ...serverCart })),
  http.get('/api/products/filters', () => HttpResponse.json(facets)),
  http.get('/api/products/new-arrivals', () => HttpResponse.json([asProductCard(arrival)])),
  http.get('/api/products/best-seller', () => HttpResponse.json(product)),
  http.get('/api/products/similar/:id', () => HttpResponse.json([asProductCard(similar)])),
  http.get('/api/products/:id', ({ params }) =>
    params.id === product._id
      ? HttpResponse.json(product)
      : HttpResponse.json({ message: 'Product not found.' }, { status: 404 }),
  ),
  http.get('/api/products', () =>
    HttpResponse.json(cards, { headers: { 'X-Total-Count': String(cards.length) } }),
  ),
  // A shop page as the owner wrote it: Markdown with a shop link, an outside link and a picture.
  http.get('/api/pages/:slug', ({ params }) =>
    HttpResponse.json({
      slug: params.slug,
      title: params.slug === 'about' ? 'About Us' : 'Shipping',
      body: '**Clothes that take it easy.** We ship [worldwide](/shipping).\n\n## Our story\n\n- Made [fairly](https://example.com/fair)\n- Worn hard\n\n![Our workshop](/uploads/workshop.w800.webp)',
      updatedAt: '2026-03-01T10:00:00.000Z',
    }),
  ),
)

/**
 * The renderer's API calls, answered by the handlers above: like the server's in-process fetch
 * (apps/server/src/lib/inject-fetch.ts), it reads only the path and query of what it is given.
 */
const fetchFromHandlers: typeof fetch = (input, init) => {
  const request = new Request(input, init)
  const { pathname, search } = new URL(request.url)
  return fetch(new Request(new URL(pathname + search, window.location.origin), request))
}

/** Every API path the browser asked for once hydration began. */
let requestsAfterHydration: string[] = []
let isHydrating = false
server.events.on('request:start', ({ request }) => {
  if (isHydrating) requestsAfterHydration.push(new URL(request.url).pathname)
})

/**
 * The server and the browser share this test's JavaScript realm, which they never do in the shop.
 * React's server renderer leaves the last context values it rendered with in the shared context
 * objects (it switches them back only when its next render starts), where the browser's renderer
 * would read them: React Router's location among them, so the browser's router would think it
 * sits inside another. A render of nothing puts every context back to its default, as a browser
 * that never ran the server's code has it.
 */
async function forgetServerRender(): Promise<void> {
  const stream = await renderToReadableStream(<></>)
  await stream.allReady
  await new Response(stream).text()
}

/**
 * Development-build messages that say nothing about the page. The shared realm: each renderer
 * marks the contexts it provides and React warns when it finds another renderer's mark (a shop's
 * server and browser never share context objects). Redux Toolkit's development checks timing
 * themselves over the page's API cache: a slow machine, not a mismatch.
 */
const NOT_ABOUT_THE_PAGE = [
  /^Detected multiple renderers concurrently rendering the same context provider/,
  /^(?:Immutable|Serializable)StateInvariantMiddleware took \d+ms/,
]

let renderPage: PageRenderer<typeof fetch>
beforeEach(() => {
  renderPage = createPageRenderer({ template: TEMPLATE, manifest: {} })
  localStorage.clear()
  sessionStorage.clear()
  serverCart = { products: [], totalPrice: 0 }
  requestsAfterHydration = []
  isHydrating = false
})

afterEach(() => {
  for (const root of hydratedRoots.splice(0)) root.unmount()
  document.head.replaceChildren()
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** What the server sends for `url`, put in this document as the browser would receive it. */
async function receiveServerPage(url: string): Promise<number> {
  const page = await renderPage({ url, publicUrl: PUBLIC_URL, fetch: fetchFromHandlers })
  if (!page) throw new Error(`The server does not render ${url}.`)
  await forgetServerRender()
  const received = new DOMParser().parseFromString(page.html, 'text/html')
  document.head.replaceChildren(...received.head.childNodes)
  document.body.replaceChildren(...received.body.childNodes)
  window.history.replaceState(null, '', url)
  return page.status
}

/** A browser that is not the server: a signed-in shopper with a cart, reduced motion, scrolled. */
function beReturningShopperBrowser(): void {
  localStorage.setItem('userInfo', JSON.stringify(customer))
  localStorage.setItem('userToken', JSON.stringify(tokenExpiringIn(3600)))
  localStorage.setItem('cart', JSON.stringify(storedCart))
  serverCart = storedCart
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }))
  vi.stubGlobal('scrollY', 400)
}

const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

interface Hydration {
  consoleCalls: unknown[][]
  recoverableErrors: unknown[]
}

/**
 * Hydrates the page as main.tsx does, and waits until it has settled: every element of the
 * server's markup belongs to React, and the layout's effects have run (the cart read they start
 * comes after every page query's effect, children's effects running before their parent's).
 */
async function hydrate(): Promise<Hydration> {
  const consoleCalls: unknown[][] = []
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (NOT_ABOUT_THE_PAGE.some((message) => message.test(String(args[0])))) return
      consoleCalls.push([method, ...args])
    })
  }
  const recoverableErrors: unknown[] = []
  const container = document.getElementById('root')
  const page = readServerPage(document)
  if (!container || !page) throw new Error('The page has no root or no server-page block.')

  isHydrating = true
  await hydrateServerPage(container, page, {
    onRecoverableError: (error) => {
      recoverableErrors.push(error)
    },
  })
  await vi.waitFor(
    () => {
      expect(Array.from(container.querySelectorAll('*')).filter((e) => !isHydrated(e))).toEqual([])
      expect(requestsAfterHydration).toContain('/api/cart')
    },
    { timeout: 10_000 },
  )
  return { consoleCalls, recoverableErrors }
}

/**
 * Catalogue data, shop pages, the home content, the shipping summary and the settings the server
 * sent, fetched again.
 */
const catalogueRefetches = () =>
  requestsAfterHydration.filter(
    (pathname) =>
      pathname.startsWith('/api/products') ||
      pathname.startsWith('/api/pages') ||
      pathname.startsWith('/api/content') ||
      pathname === '/api/shipping/summary' ||
      pathname === '/api/settings',
  )

function expectCleanHydration({ consoleCalls, recoverableErrors }: Hydration): void {
  expect(recoverableErrors).toEqual([])
  expect(consoleCalls).toEqual([])
  expect(catalogueRefetches()).toEqual([])
}

const pages = [
  { name: 'the product page', url: `/product/${product._id}`, heading: product.name },
  { name: 'the shop page', url: '/collections/all', heading: 'All Collection' },
  { name: 'the home page', url: '/', heading: 'Ready, set, slide' },
  { name: 'the about page', url: '/about', heading: 'About Us' },
  { name: 'the shipping page', url: '/shipping', heading: 'Shipping' },
] as const

for (const { name, url, heading } of pages) {
  test(
    `${name} hydrates from the server's HTML without a mismatch or a refetch`,
    async () => {
      expect(await receiveServerPage(url)).toBe(200)

      const hydration = await hydrate()

      expectCleanHydration(hydration)
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    },
    TEST_TIMEOUT_MS,
  )

  test(
    `${name} hydrates for a signed-in shopper with a cart, then shows their session`,
    async () => {
      await receiveServerPage(url)
      beReturningShopperBrowser()

      const hydration = await hydrate()

      expectCleanHydration(hydration)
      expect(
        await screen.findByRole('link', { name: `Your profile (${customer.name})` }),
      ).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument()
    },
    TEST_TIMEOUT_MS,
  )
}

test(
  'the shipping table’s promise and rates are in the server’s HTML, and stay once hydrated',
  async () => {
    await receiveServerPage('/shipping')
    const promise = 'Free international shipping on orders over $100.'
    expect(document.body.textContent).toContain(promise)
    expect(document.body.textContent).toContain('International Standard')

    expectCleanHydration(await hydrate())

    expect(screen.getByRole('heading', { level: 2, name: 'Shipping rates' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Rest of the world' })).toBeInTheDocument()
    expect(document.body.textContent).toContain(promise)
  },
  TEST_TIMEOUT_MS,
)

test(
  'the owner’s hero is in the home page’s HTML, its first picture fetched first',
  async () => {
    await receiveServerPage('/')
    const main = document.querySelector('main')
    expect(main?.querySelector('h1')?.textContent).toBe('Ready, set, slide')
    expect(main?.textContent).toContain('Apparel made for your everyday life')
    // The browser's preload scanner finds the first picture in the HTML and fetches it first.
    const [first, second] = Array.from(main?.querySelectorAll('section img') ?? [])
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('srcset')).toBe(
      '/hero/hero-1-tall.w450.webp 450w, /hero/hero-1-tall.w900.webp 900w',
    )
    expect(first?.previousElementSibling?.getAttribute('srcset')).toBe(
      '/hero/hero-1-wide.w960.webp 960w, /hero/hero-1-wide.w1920.webp 1920w',
    )
    expect(second?.getAttribute('loading')).toBe('lazy')

    expectCleanHydration(await hydrate())
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
  },
  TEST_TIMEOUT_MS,
)

test(
  'the shop page lists the server’s products once hydrated, from the cache it was sent',
  async () => {
    await receiveServerPage('/collections/all')

    expectCleanHydration(await hydrate())

    const grid = screen.getAllByRole('link').filter((link) => link.closest('main'))
    for (const card of cards) {
      expect(screen.getByRole('heading', { level: 3, name: card.name })).toBeInTheDocument()
      expect(grid.map((link) => link.getAttribute('href'))).toContain(`/product/${card._id}`)
    }
  },
  TEST_TIMEOUT_MS,
)

test('a page asks for its stylesheet before anything else, and for scripts only once painted', async () => {
  const page = await renderPage({
    url: `/product/${product._id}`,
    publicUrl: PUBLIC_URL,
    fetch: fetchFromHandlers,
  })
  const html = page?.html ?? ''
  const head = html.slice(0, html.indexOf('</head>'))

  expect(head).not.toContain('<script')
  expect(head).not.toContain('modulepreload')
  expect(head.indexOf('<link rel="stylesheet"')).toBeGreaterThan(-1)
  expect(head.indexOf('<link rel="stylesheet"')).toBeLessThan(head.indexOf('<title>'))
  const received = new DOMParser().parseFromString(html, 'text/html')
  const startScript = received.querySelector('script[data-modules]')
  expect(startScript?.textContent).toBe(PAGE_START_SCRIPT)
  expect(JSON.parse(startScript?.getAttribute('data-modules') ?? '[]')).toEqual([
    '/assets/index-a1.js',
    '/assets/react-b2.js',
  ])
  expect(received.body.lastElementChild).toBe(startScript)
})

for (const [url, heading] of [
  ['/no-such-page', 'Page not found'],
  ['/product/no-such-product', 'Product not found'],
  ['/collections/no-such-collection', 'Page not found'],
] as const) {
  test(
    `the 404 page of ${url} hydrates without a mismatch or a refetch`,
    async () => {
      expect(await receiveServerPage(url)).toBe(404)

      const hydration = await hydrate()

      expectCleanHydration(hydration)
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    },
    TEST_TIMEOUT_MS,
  )
}
