import type { Product, ProductFilters } from '@shop/shared/catalog'
import { DEFAULT_PAGE_SIZE } from '@shop/shared/limits'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../testing/render-with-providers'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { asProductCard } from '../../testing/product-cards'
import { setupTestServer } from '../../testing/msw-server'

const STAMP = '2026-01-01T00:00:00.000Z'

/** More products than one page holds, half of them Women's, sizes S or M, two collections. */
const catalogue: Product[] = Array.from({ length: DEFAULT_PAGE_SIZE + 6 }, (_, index) => {
  const number = index + 1
  const isWomen = index % 2 === 0
  return {
    _id: `prod-${String(number)}`,
    name: `${isWomen ? 'Wide-Leg Jeans' : 'Pocket Tee'} ${String(number)}`,
    description: 'Made for the slide.',
    price: 20 + number,
    images: [{ url: `/uploads/p${String(number)}.webp`, altText: `Product ${String(number)}` }],
    variants: [
      {
        size: index % 3 === 0 ? 'M' : 'S',
        color: 'Black',
        sku: `SKU-${String(number)}`,
        countInStock: 5,
      },
    ],
    category: isWomen ? 'Bottom Wear' : 'Top Wear',
    brand: 'Coastline',
    collections: index < 10 ? 'Denim Edit' : 'Summer Essentials',
    material: 'Cotton',
    gender: isWomen ? 'Women' : 'Men',
    createdAt: STAMP,
    updatedAt: STAMP,
  }
})

const facets: ProductFilters = {
  categories: ['Bottom Wear', 'Top Wear'],
  genders: ['Men', 'Women'],
  colors: ['Black'],
  sizes: ['S', 'M'],
  materials: ['Cotton'],
  brands: ['Coastline'],
  collections: [
    { name: 'Denim Edit', slug: 'denim-edit' },
    { name: 'Summer Essentials', slug: 'summer-essentials' },
  ],
  price: { min: 21, max: 50 },
}

/** Every product query the page sent, as the server saw it. */
let productRequests: URLSearchParams[] = []

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

const server = setupTestServer(
  emptyCartHandler,
  http.get('/api/products/filters', () => HttpResponse.json(facets)),
  http.get('/api/products', ({ request }) => {
    const params = new URL(request.url).searchParams
    productRequests.push(params)
    const sizes = params.get('size')?.split(',') ?? []
    const matches = catalogue.filter(
      (product) =>
        (!params.get('gender') || product.gender === params.get('gender')) &&
        (!params.get('collection') || slug(product.collections) === params.get('collection')) &&
        (!params.get('search') ||
          product.name.toLowerCase().includes(params.get('search') ?? '')) &&
        (sizes.length === 0 || product.variants.some((variant) => sizes.includes(variant.size))),
    )
    const limit = Number(params.get('limit') ?? DEFAULT_PAGE_SIZE)
    const page = Number(params.get('page') ?? 1)
    const pageOfMatches = matches.slice((page - 1) * limit, page * limit)
    // The grid asks for cards; answering only what a card holds proves it needs no more.
    const body = params.get('fields') === 'card' ? pageOfMatches.map(asProductCard) : pageOfMatches
    return HttpResponse.json(body, {
      headers: { 'X-Total-Count': String(matches.length) },
    })
  }),
)

/** jsdom has no media queries; the drawer listens for the window growing to desktop width. */
function matchNoMedia(query: string): MediaQueryList {
  const list = new EventTarget() as MediaQueryList
  Object.assign(list, { matches: false, media: query })
  return list
}

// The whole app renders here; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  // The page is a lazy chunk: load it before the first test starts counting.
  await import('./collection-route')
  vi.stubGlobal('matchMedia', matchNoMedia)
})
beforeEach(() => {
  productRequests = []
  localStorage.clear()
})
afterAll(() => {
  vi.unstubAllGlobals()
})

/** Renders the real app and waits for the page's heading (the page is a lazy chunk). */
async function renderShop(route: string) {
  const rendered = renderApp(route)
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })
  return rendered
}

const productLinks = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/product/'))

test('the shop shows a page of products with the count, and Load more adds the rest', async () => {
  const { user } = await renderShop('/collections/all')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'All Collection' }),
  ).toBeInTheDocument()
  expect(await screen.findByText(`${String(catalogue.length)} products`)).toBeInTheDocument()
  expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE)
  expect(document.title).toBe('Shop All | Slide')
  const images = screen.getAllByRole('img', { name: /^Product \d+$/ })
  expect(images.slice(0, 4).map((image) => image.getAttribute('loading'))).toEqual(
    Array(4).fill('eager'),
  )
  expect(images[4]).toHaveAttribute('loading', 'lazy')

  await user.click(screen.getByRole('button', { name: 'Load more' }))

  expect(await screen.findByRole('link', { name: /Pocket Tee 30/ })).toBeInTheDocument()
  expect(productLinks()).toHaveLength(catalogue.length)
  expect(
    screen.getByText(`Showing ${String(catalogue.length)} of ${String(catalogue.length)} products`),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  expect(productRequests.map((params) => params.get('page'))).toEqual(['1', '2'])
})

test('ticking a size narrows the list, asks the server for it and keeps it in the address', async () => {
  const { user, router } = await renderShop('/collections/all?gender=Women')
  expect(await screen.findByText('15 products')).toBeInTheDocument()
  const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }))

  await user.click(sidebar.getByRole('checkbox', { name: 'M' }))

  expect(await screen.findByText('5 products')).toBeInTheDocument()
  expect(router.state.location.search).toBe('?gender=Women&size=M')
  expect(productLinks()).toHaveLength(5)
  expect(productRequests.at(-1)?.toString()).toBe('limit=24&gender=Women&size=M&page=1&fields=card')
  expect(screen.getByRole('button', { name: 'Remove Size M' })).toBeInTheDocument()
})

test('a search is headed with its words and sends nothing the address got wrong', async () => {
  await renderShop('/collections/all?search=jeans&minPrice=abc&sortBy=cheapest')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Results for "jeans"' }),
  ).toBeInTheDocument()
  expect(await screen.findByText('15 products')).toBeInTheDocument()
  expect(productLinks().every((link) => /Jeans/.test(link.textContent))).toBe(true)
  expect(document.title).toBe('Results for "jeans" | Slide')
  expect(productRequests[0]?.toString()).toBe('limit=24&search=jeans&page=1&fields=card')
})

test('a collection page is titled with the collection and lists only its products', async () => {
  await renderShop('/collections/denim-edit')

  expect(await screen.findByRole('heading', { level: 1, name: 'Denim Edit' })).toBeInTheDocument()
  expect(await screen.findByText('10 products')).toBeInTheDocument()
  expect(productRequests[0]?.get('collection')).toBe('denim-edit')
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
    'HomeShopDenim Edit',
  )
  expect(document.title).toBe('Denim Edit Collection | Slide')
})

test('while the filter values cannot be loaded the sidebar still offers the size scale', async () => {
  server.use(
    http.get('/api/products/filters', () =>
      HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
    ),
  )
  await renderShop('/collections/all')

  expect(await screen.findByText(`${String(catalogue.length)} products`)).toBeInTheDocument()
  const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }))
  expect(sidebar.getByRole('checkbox', { name: 'XXL' })).toBeInTheDocument()
  expect(sidebar.getByRole('radio', { name: 'Top Wear' })).toBeInTheDocument()
})

test('the Filters button counts the active filters and opens them in a drawer', async () => {
  const { user } = await renderShop('/collections/all?gender=Women&size=S,M')
  expect(await screen.findByText('15 products')).toBeInTheDocument()
  expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Filters, 3 active' }))

  const drawer = within(screen.getByRole('dialog', { name: 'Filters' }))
  expect(drawer.getByRole('checkbox', { name: 'S' })).toBeChecked()
  await user.click(drawer.getByRole('button', { name: 'Clear all' }))
  expect(
    await drawer.findByRole('button', { name: `Show ${String(catalogue.length)} products` }),
  ).toBeInTheDocument()
})
