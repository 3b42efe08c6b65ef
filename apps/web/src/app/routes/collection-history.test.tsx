import type { Product, ProductFilters } from '@shop/shared/catalog'
import { DEFAULT_PAGE_SIZE } from '@shop/shared/limits'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'

/** Back to the shop: the loaded pages and the place on them come back with the history entry. */

const STAMP = '2026-01-01T00:00:00.000Z'
const catalogue: Product[] = Array.from({ length: DEFAULT_PAGE_SIZE * 2 + 5 }, (_, index) => ({
  _id: `prod-${String(index + 1)}`,
  name: `Pocket Tee ${String(index + 1)}`,
  description: 'Made for the slide.',
  price: 20 + index,
  images: [{ url: `/uploads/p${String(index + 1)}.webp`, altText: `Tee ${String(index + 1)}` }],
  variants: [{ size: 'M', color: 'Black', sku: `SKU-${String(index + 1)}`, countInStock: 5 }],
  category: 'Top Wear',
  brand: 'Coastline',
  collections: 'Summer Essentials',
  material: 'Cotton',
  gender: index % 2 === 0 ? 'Women' : 'Men',
  createdAt: STAMP,
  updatedAt: STAMP,
}))

const facets: ProductFilters = {
  categories: ['Top Wear'],
  genders: ['Men', 'Women'],
  colors: ['Black'],
  sizes: ['M'],
  materials: ['Cotton'],
  brands: ['Coastline'],
  collections: [],
  price: { min: 20, max: 72 },
}

let pageRequests: string[] = []

setupTestServer(
  emptyCartHandler,
  http.get('/api/products/filters', () => HttpResponse.json(facets)),
  http.get('/api/products/similar/:id', () => HttpResponse.json([])),
  http.get('/api/products/:id', ({ params }) =>
    HttpResponse.json(catalogue.find((product) => product._id === params.id)),
  ),
  http.get('/api/products', ({ request }) => {
    const params = new URL(request.url).searchParams
    const matches = catalogue.filter(
      (product) => !params.get('gender') || product.gender === params.get('gender'),
    )
    const page = Number(params.get('page') ?? 1)
    pageRequests.push(`${params.get('gender') ?? 'all'}:${String(page)}`)
    return HttpResponse.json(
      matches.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE),
      { headers: { 'X-Total-Count': String(matches.length) } },
    )
  }),
)

// The whole app renders here; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await import('./collection-route')
  await import('./product-route')
})
afterEach(() => {
  pageRequests = []
  vi.restoreAllMocks()
})

const productLinks = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/product/'))

/** jsdom lays nothing out: the test says where the window is, as a scroll would. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

test('Back from a product brings back every loaded page and the place on them', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const { user, router } = renderApp('/collections/all')
  await waitFor(() => {
    expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE)
  })
  await user.click(screen.getByRole('button', { name: 'Load more' }))
  await user.click(await screen.findByRole('button', { name: 'Load more' }))
  await waitFor(() => {
    expect(productLinks()).toHaveLength(catalogue.length)
  })
  expect(router.state.location.search).toBe('')
  scrollWindowTo(2400)
  // The position is taken on the next frame, as the browser scrolls.
  await new Promise((resolve) => requestAnimationFrame(resolve))

  await user.click(screen.getByRole('link', { name: /Pocket Tee 50/ }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Pocket Tee 50' })).toBeVisible()
  scrollTo.mockClear()

  await router.navigate(-1)

  await waitFor(() => {
    expect(productLinks()).toHaveLength(catalogue.length)
  })
  expect(screen.getByText(`Showing 53 of 53 products`)).toBeInTheDocument()
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 2400 }))
  // The first two pages came from the cache; nothing was asked twice.
  expect(pageRequests).toEqual(['all:1', 'all:2', 'all:3'])
})

test('a filter change starts from the first page, and Back returns to the pages loaded before it', async () => {
  const { user, router } = renderApp('/collections/all')
  await waitFor(() => {
    expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE)
  })
  await user.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => {
    expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE * 2)
  })

  const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }))
  await user.click(sidebar.getByRole('radio', { name: 'Women' }))
  expect(await screen.findByText('Showing 24 of 27 products')).toBeInTheDocument()
  expect(router.state.location.search).toBe('?gender=Women')

  await router.navigate(-1)

  expect(await screen.findByText('Showing 48 of 53 products')).toBeInTheDocument()
  expect(router.state.location.search).toBe('')
  const gender = within(sidebar.getByRole('group', { name: 'Gender' }))
  expect(gender.getByRole('radio', { name: 'All' })).toBeChecked()
})

test('a link to the shop opens at its first page, whatever was loaded before', async () => {
  const { user, router } = renderApp('/collections/all')
  await waitFor(() => {
    expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE)
  })
  await user.click(screen.getByRole('button', { name: 'Load more' }))
  await waitFor(() => {
    expect(productLinks()).toHaveLength(DEFAULT_PAGE_SIZE * 2)
  })

  await router.navigate('/collections/all')

  expect(await screen.findByText('Showing 24 of 53 products')).toBeInTheDocument()
})
