import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { expect, storeBeforeNextLoad, test } from './fixtures.js'

/**
 * Public pages come rendered by the server (docs/server-rendering.md): what a crawler, a link
 * preview or a shopper without JavaScript reads is in the first HTML, with its head tags, and the
 * browser takes the page over without fetching its data again or redrawing it. Personal pages
 * stay rendered in the browser and are never stored.
 */

/** docs/product-rules.md § Limits: the shop grid's page size (DEFAULT_PAGE_SIZE). */
const SHOP_PAGE_SIZE = 24
/** An id of the right shape that no product has. */
const UNKNOWN_PRODUCT_ID = '00000000-0000-4000-8000-000000000000'

interface ApiProduct {
  _id: string
  name: string
  description: string
  price: number
  images: { url: string }[]
  variants: { size: string; color: string; countInStock: number }[]
}

interface ApiCard {
  _id: string
  name: string
}

async function readJson<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${String(response.status())}`).toBe(true)
  return (await response.json()) as T
}

// --- Reading the HTML as a crawler does: no JavaScript, only the markup the server sent. ---

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
}
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ''))

/** The attributes of every `<tag>` in the markup. */
function tagsOf(html: string, tag: string): Record<string, string>[] {
  return Array.from(html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi')), ([, attributes]) =>
    Object.fromEntries(
      Array.from((attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g), ([, name, value]) => [
        (name ?? '').toLowerCase(),
        decode(value ?? ''),
      ]),
    ),
  )
}

interface ServerHtml {
  status: number
  cacheControl: string | undefined
  head: string
  /** The markup React rendered into #root. */
  main: string
  body: string
}

async function fetchHtml(request: APIRequestContext, path: string): Promise<ServerHtml> {
  const response = await request.get(path)
  expect(response.headers()['content-type']).toMatch(/^text\/html/)
  const html = await response.text()
  const headEnd = html.indexOf('</head>')
  expect(headEnd, 'the page has a <head>').toBeGreaterThan(0)
  const body = html.slice(headEnd)
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? ''
  return {
    status: response.status(),
    cacheControl: response.headers()['cache-control'],
    head: html.slice(0, headEnd),
    main,
    body,
  }
}

const titleOf = (head: string) => decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')
const headingsOf = (html: string, level: number) =>
  Array.from(
    html.matchAll(new RegExp(`<h${String(level)}\\b[^>]*>([\\s\\S]*?)</h${String(level)}>`, 'g')),
    ([, inner]) => textOf(inner ?? '').trim(),
  )

/** The content of each `<meta name|property="key">`, as many as there are. */
const metaOf = (head: string, key: string) =>
  tagsOf(head, 'meta')
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => meta.content)

const canonicalOf = (head: string) =>
  tagsOf(head, 'link')
    .filter((link) => link.rel === 'canonical')
    .map((link) => link.href)

/** The page's API cache for the browser, or undefined on a page the server did not render. */
interface ServerPageBlock {
  api: { queries: Record<string, unknown> }
}

function serverPageOf(body: string): ServerPageBlock | undefined {
  const block = /<script type="application\/json" id="server-page">([\s\S]*?)<\/script>/.exec(body)
  return block?.[1] === undefined ? undefined : (JSON.parse(block[1]) as ServerPageBlock)
}

function jsonLdOf(body: string): Record<string, unknown>[] {
  return Array.from(
    body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
  )
}

/**
 * The head a shared link and a search engine read: one title, description and canonical link,
 * and the Open Graph and Twitter tags saying the same, with absolute URLs on the shop's address.
 */
function expectHeadTags(
  head: string,
  {
    url,
    title,
    description,
    image,
    type,
  }: {
    url: string
    title: RegExp | string
    description?: string
    image?: string
    type: 'website' | 'product'
  },
) {
  const pageTitle = titleOf(head)
  expect(head.match(/<title>/g), 'one <title>').toHaveLength(1)
  if (typeof title === 'string') expect(pageTitle).toBe(title)
  else expect(pageTitle).toMatch(title)

  const [pageDescription, ...moreDescriptions] = metaOf(head, 'description')
  expect(moreDescriptions, 'one description').toEqual([])
  expect(pageDescription).toMatch(/\S/)
  if (description !== undefined) expect(pageDescription).toBe(description)

  expect(canonicalOf(head)).toEqual([url])
  expect(metaOf(head, 'og:url')).toEqual([url])
  expect(metaOf(head, 'og:title')).toEqual([pageTitle])
  expect(metaOf(head, 'og:description')).toEqual([pageDescription])
  expect(metaOf(head, 'og:type')).toEqual([type])
  expect(metaOf(head, 'twitter:card')).toEqual(['summary_large_image'])
  expect(metaOf(head, 'twitter:title')).toEqual([pageTitle])
  expect(metaOf(head, 'twitter:description')).toEqual([pageDescription])

  const [ogImage] = metaOf(head, 'og:image')
  expect(ogImage, 'og:image is an absolute URL').toMatch(/^https?:\/\//)
  if (image !== undefined) expect(ogImage).toBe(image)
  expect(metaOf(head, 'twitter:image')).toEqual([ogImage])
}

// --- The shop's own data, read from its API. ---

async function productInStock(request: APIRequestContext): Promise<ApiProduct> {
  const products = await readJson<ApiProduct[]>(await request.get('/api/products?limit=100'))
  const product = products.find((candidate) => candidate.variants.some((v) => v.countInStock >= 2))
  if (!product) throw new Error('The demo catalogue has no product in stock.')
  return product
}

const absolute = (baseURL: string | undefined, path: string) => new URL(path, baseURL).href

test.describe('the server’s HTML, read without JavaScript', () => {
  test('a product page holds the product, its head tags and its structured data', async ({
    request,
    baseURL,
  }) => {
    const { _id: id } = await productInStock(request)
    const product = await readJson<ApiProduct>(await request.get(`/api/products/${id}`))
    const mainImage = product.images[0]?.url ?? ''

    const page = await fetchHtml(request, `/product/${id}`)

    expect(page.status).toBe(200)
    expect(page.cacheControl).toBe('no-cache')
    expect(headingsOf(page.main, 1)).toEqual([product.name])
    expect(textOf(page.main)).toContain(`$${String(product.price)}`)
    expect(tagsOf(page.main, 'img').map((image) => image.src)).toContain(mainImage)

    const [description] = metaOf(page.head, 'description')
    expect(product.description).toContain(description)
    expectHeadTags(page.head, {
      url: absolute(baseURL, `/product/${id}`),
      title: new RegExp(`^${escapeRegExp(product.name)} \\| \\S`),
      image: absolute(baseURL, mainImage),
      type: 'product',
    })
    expect(metaOf(page.head, 'product:price:amount')).toEqual([product.price.toFixed(2)])
    expect(metaOf(page.head, 'product:price:currency')).toEqual(['USD'])

    const productData = jsonLdOf(page.body).filter((data) => data['@type'] === 'Product')
    expect(productData).toHaveLength(1)
    expect(productData[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      offers: {
        price: product.price,
        priceCurrency: 'USD',
        url: absolute(baseURL, `/product/${id}`),
      },
    })
    expect(serverPageOf(page.body)?.api.queries).toHaveProperty([`getProduct("${id}")`])
  })

  test('the shop page lists the first page of products the API gives', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get(`/api/products?limit=${String(SHOP_PAGE_SIZE)}&fields=card`)
    const cards = await readJson<ApiCard[]>(answer)
    const total = Number(answer.headers()['x-total-count'])

    const page = await fetchHtml(request, '/collections/all')

    expect(page.status).toBe(200)
    expect(page.cacheControl).toBe('no-cache')
    expect(headingsOf(page.main, 1)).toEqual(['All Collection'])
    expect(cards).toHaveLength(SHOP_PAGE_SIZE)
    expect(headingsOf(page.main, 3)).toEqual(cards.map((card) => card.name))
    expect(textOf(page.main)).toContain(`${String(total)} products`)
    expectHeadTags(page.head, {
      url: absolute(baseURL, '/collections/all'),
      title: /^Shop All \| \S/,
      type: 'website',
    })
    expect(serverPageOf(page.body)).toBeDefined()
  })

  test('the home page holds its headline, the new arrivals and the best seller', async ({
    request,
    baseURL,
  }) => {
    const arrivals = await readJson<ApiCard[]>(
      await request.get('/api/products/new-arrivals?fields=card'),
    )
    const bestSeller = await readJson<ApiProduct>(await request.get('/api/products/best-seller'))

    const page = await fetchHtml(request, '/')

    expect(page.status).toBe(200)
    expect(page.cacheControl).toBe('no-cache')
    expect(headingsOf(page.main, 1)).toEqual(['Ready, set, slide'])
    expect(headingsOf(page.main, 2)).toEqual(
      expect.arrayContaining(['Explore New Arrivals', 'Best Seller']),
    )
    const text = textOf(page.main)
    expect(arrivals.length).toBeGreaterThan(0)
    for (const arrival of arrivals) expect(text).toContain(arrival.name)
    expect(text).toContain(bestSeller.name)
    expectHeadTags(page.head, { url: absolute(baseURL, '/'), title: /\S/, type: 'website' })
    expect(serverPageOf(page.body)).toBeDefined()
  })

  const textPages = [
    { path: '/about', title: 'About Us', heading: { level: 2, text: 'Our story' } },
    { path: '/contact', title: 'Contact Us', heading: { level: 1, text: 'Contact Us' } },
    { path: '/shipping', title: 'Shipping', heading: { level: 1, text: 'Shipping' } },
    {
      path: '/returns',
      title: 'Returns & Refunds',
      heading: { level: 1, text: 'Returns & Refunds' },
    },
    { path: '/privacy', title: 'Privacy Policy', heading: { level: 1, text: 'Privacy Policy' } },
    {
      path: '/terms',
      title: 'Terms of Service',
      heading: { level: 1, text: 'Terms of Service' },
    },
  ] as const

  for (const { path, title, heading } of textPages) {
    test(`${path} holds its heading and head tags`, async ({ request, baseURL }) => {
      const page = await fetchHtml(request, path)

      expect(page.status).toBe(200)
      expect(page.cacheControl).toBe('no-cache')
      expect(headingsOf(page.main, heading.level)).toContain(heading.text)
      expect(headingsOf(page.main, 1)).toHaveLength(1)
      expectHeadTags(page.head, {
        url: absolute(baseURL, path),
        title: new RegExp(`^${escapeRegExp(title)} \\| \\S`),
        type: 'website',
      })
      expect(serverPageOf(page.body)).toBeDefined()
    })
  }

  const unknownPages = [
    {
      what: 'an unknown product',
      path: `/product/${UNKNOWN_PRODUCT_ID}`,
      heading: 'Product not found',
    },
    {
      what: 'an unknown collection',
      path: '/collections/no-such-collection',
      heading: 'Page not found',
    },
    { what: 'an unknown path', path: '/no-such-page', heading: 'Page not found' },
  ]
  for (const { what, path, heading } of unknownPages) {
    test(`${what} answers 404 with the shop's "${heading}" page`, async ({ request }) => {
      const page = await fetchHtml(request, path)

      expect(page.status).toBe(404)
      expect(headingsOf(page.main, 1)).toEqual([heading])
      expect(titleOf(page.head)).toMatch(new RegExp(`^${heading} \\| \\S`))
      // Inside the shop's frame: its header and footer are there.
      expect(page.body).toMatch(/<header\b/)
      expect(page.body).toMatch(/<footer\b/)
    })
  }

  for (const path of ['/checkout', '/profile', '/my-orders', '/admin']) {
    test(`the personal page ${path} is the bare app, never stored`, async ({ request }) => {
      const page = await fetchHtml(request, path)

      expect(page.status).toBe(200)
      expect(page.cacheControl).toBe('no-store')
      expect(serverPageOf(page.body)).toBeUndefined()
      expect(page.body).toContain('<div id="root"></div>')
    })
  }
})

// --- The browser taking the server's page over. ---

/** What production React says about a hydration mismatch (errors #418, #423, #425). */
const HYDRATION_PROBLEM = /Minified React error #(?:418|423|425)\b|hydrat/i

interface Takeover {
  /** Every /api/ path and query the browser asked for from the first byte on. */
  apiCalls: string[]
  /** Everything the page logged or threw that speaks of hydration. */
  hydrationProblems: string[]
}

/**
 * Opens `path` with JavaScript and waits until the browser has taken the page over: the layout's
 * effects have run once its cart read has come back, and effects run children first, so every
 * query the page's components made has been sent by then.
 */
async function openServerRenderedPage(page: Page, path: string): Promise<Takeover> {
  const takeover: Takeover = { apiCalls: [], hydrationProblems: [] }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) takeover.apiCalls.push(url.pathname + url.search)
  })
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) takeover.hydrationProblems.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) takeover.hydrationProblems.push(error.message)
  })
  const cartRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/cart',
  )
  await page.goto(path)
  await cartRead
  // The page's own nodes are React's: it hydrated them, not only painted the server's HTML.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main')
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
      }),
    )
    .toBe(true)
  return takeover
}

const catalogueCalls = (calls: string[]) => calls.filter((call) => call.startsWith('/api/products'))

test.describe('the browser takes the server’s page over', () => {
  test('a product page paints before the browser asks for any of the app’s scripts', async ({
    page,
    request,
  }) => {
    const { _id: id } = await productInStock(request)
    const takeover = await openServerRenderedPage(page, `/product/${id}`)
    expect(takeover.hydrationProblems).toEqual([])

    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(timings.firstContentfulPaint).toBeGreaterThan(0)
    expect(timings.scriptStarts.length).toBeGreaterThan(0)
    for (const start of timings.scriptStarts) {
      expect(start).toBeGreaterThanOrEqual(timings.firstContentfulPaint ?? Infinity)
    }
  })

  test('a product page: no product, similar products or filters fetched again', async ({
    page,
    request,
  }) => {
    const product = await productInStock(request)

    const { apiCalls, hydrationProblems } = await openServerRenderedPage(
      page,
      `/product/${product._id}`,
    )

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    expect(catalogueCalls(apiCalls)).toEqual([])
    expect(hydrationProblems).toEqual([])
    // It works as a page of the shop: the header's cart button opens the cart.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Open cart/ })
      .click()
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
  })

  test('the shop page: no product list or filters fetched again', async ({ page }) => {
    const { apiCalls, hydrationProblems } = await openServerRenderedPage(page, '/collections/all')

    await expect(page.getByRole('heading', { level: 1, name: 'All Collection' })).toBeVisible()
    expect(catalogueCalls(apiCalls)).toEqual([])
    expect(hydrationProblems).toEqual([])
  })

  test('the home page: no strip, grid, tile or best seller fetched again', async ({ page }) => {
    const { apiCalls, hydrationProblems } = await openServerRenderedPage(page, '/')

    await expect(page.getByRole('heading', { level: 1, name: 'Ready, set, slide' })).toBeVisible()
    expect(catalogueCalls(apiCalls)).toEqual([])
    expect(hydrationProblems).toEqual([])
  })

  test('a page of text: nothing but the cart fetched', async ({ page }) => {
    const { apiCalls, hydrationProblems } = await openServerRenderedPage(page, '/shipping')

    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible()
    expect(apiCalls.map((call) => call.split('?')[0])).toEqual(['/api/cart'])
    expect(hydrationProblems).toEqual([])
  })

  test('the 404 page of an unknown product: the product is not asked for again', async ({
    page,
  }) => {
    const { apiCalls, hydrationProblems } = await openServerRenderedPage(
      page,
      `/product/${UNKNOWN_PRODUCT_ID}`,
    )

    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    expect(catalogueCalls(apiCalls)).toEqual([])
    expect(hydrationProblems).toEqual([])
  })

  test('a signed-in shopper sees their account and cart as soon as the page is taken over', async ({
    page,
    request,
  }) => {
    const account = {
      name: 'Robin Hydrate',
      email: `robin-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`,
      password: 'Slide2026!',
    }
    const registered = await request.post('/api/users/register', { data: account })
    expect(registered.status()).toBe(201)
    const session = (await registered.json()) as { user: unknown; token: string }
    const product = await productInStock(request)
    const variant = product.variants.find((candidate) => candidate.countInStock >= 2)
    const cart = await readJson<unknown>(
      await request.post('/api/cart', {
        headers: { authorization: `Bearer ${session.token}` },
        data: { productId: product._id, size: variant?.size, color: variant?.color, quantity: 2 },
      }),
    )
    // The server's HTML is the same for everyone: a guest's header.
    const html = await fetchHtml(request, `/product/${product._id}`)
    expect(html.body).toContain('aria-label="Log in"')
    expect(html.body).toContain('aria-label="Open cart, 0 items"')

    // The shopper's browser remembers the session and the cart, as after a login.
    await storeBeforeNextLoad(page, {
      userInfo: JSON.stringify(session.user),
      userToken: JSON.stringify(session.token),
      cart: JSON.stringify(cart),
    })
    const { hydrationProblems } = await openServerRenderedPage(page, `/product/${product._id}`)

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: `Your profile (${account.name})` })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    expect(hydrationProblems).toEqual([])
  })
})
