import type { ProductFilters } from '@shop/shared/catalog'
import type { ProductCard } from '@shop/shared/product-card'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'

const jeans: ProductCard = {
  _id: 'p-1',
  name: 'Slim Taper Jeans',
  price: 64,
  images: [{ url: '/uploads/slim.webp', altText: 'Slim Taper Jeans' }],
  colors: ['Indigo'],
  sizes: ['M'],
}

/** The server's answer for counts: Indigo has 1 product for "jeans" and none for "jeens". */
const filtersFor = (search: string | null): ProductFilters => ({
  categories: ['Bottom Wear'],
  genders: ['Women'],
  colors: ['Indigo'],
  sizes: ['M'],
  materials: ['Denim'],
  brands: ['Northfold'],
  collections: [],
  price: { min: 64, max: 64 },
  counts: {
    category: { 'Bottom Wear': search === 'jeans' ? 1 : 0 },
    gender: { Women: search === 'jeans' ? 1 : 0 },
    color: { Indigo: search === 'jeans' ? 1 : 0 },
    size: { M: search === 'jeans' ? 1 : 0 },
    material: { Denim: search === 'jeans' ? 1 : 0 },
    brand: { Northfold: search === 'jeans' ? 1 : 0 },
  },
})

/** The searches the sidebar's counts were asked for. */
let countedSearches: (string | null)[] = []

setupTestServer(
  emptyCartHandler,
  http.get('/api/products/filters', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')
    countedSearches.push(search)
    return HttpResponse.json(filtersFor(search))
  }),
  http.get('/api/products', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')
    if (search === 'jeans') return HttpResponse.json([jeans], { headers: { 'X-Total-Count': '1' } })
    if (search === 'jeens')
      return HttpResponse.json([jeans], {
        headers: { 'X-Total-Count': '1', 'X-Search-Corrected': 'jeans' },
      })
    return HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })
  }),
)

/** jsdom has no media queries; the filter drawer listens for the window growing to desktop. */
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
  countedSearches = []
})
afterAll(() => {
  vi.unstubAllGlobals()
})

test('a misspelt search says which search the products are for, and counts those', async () => {
  renderApp('/collections/all?search=jeens')
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Results for "jeens"' },
      { timeout: 5_000 },
    ),
  ).toBeVisible()
  expect(await screen.findByText('Showing results for "jeans"')).toBeVisible()
  expect(await screen.findByRole('link', { name: /Slim Taper Jeans/ })).toBeVisible()
  await expect.poll(() => countedSearches.at(-1)).toBe('jeans')
})

test('a search that matched as typed has no such line', async () => {
  renderApp('/collections/all?search=jeans')
  expect(
    await screen.findByRole('link', { name: /Slim Taper Jeans/ }, { timeout: 5_000 }),
  ).toBeVisible()
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument()
  expect(countedSearches).toEqual(['jeans'])
})
