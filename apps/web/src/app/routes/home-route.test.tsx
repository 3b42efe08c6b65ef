import type { ProductFilters } from '@shop/shared/catalog'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { asProductCard } from '../../testing/product-cards'
import { renderApp } from '../../testing/render-with-providers'

/** The first find waits for the lazily loaded page too, which takes longer on a busy machine. */
const PAGE_LOAD = { timeout: 5000 }

const arrival = makeProduct({ _id: 'arrival', name: 'Harbor Overshirt', price: 64 })
const skirt = makeProduct({ _id: 'skirt', name: 'Tide Midi Skirt', price: 48, originalPrice: 60 })

const facets: ProductFilters = {
  categories: [],
  genders: [],
  colors: [],
  sizes: [],
  materials: [],
  brands: [],
  collections: [{ name: 'Denim Edit', slug: 'denim-edit' }],
  price: { min: 0, max: 100 },
}

/** The server's answer to a card list: cards when asked for them, else a refusal the page shows. */
function cardsOnly(request: Request, cards: unknown[], headers: Record<string, string> = {}) {
  return new URL(request.url).searchParams.get('fields') === 'card'
    ? HttpResponse.json(cards, { headers })
    : HttpResponse.json({ message: 'Full products asked for a card list.' }, { status: 400 })
}

setupTestServer(
  emptyCartHandler,
  http.get('/api/products/new-arrivals', ({ request }) =>
    cardsOnly(request, [asProductCard(arrival)]),
  ),
  http.get('/api/products/best-seller', () => HttpResponse.json(makeProduct())),
  http.get('/api/products/filters', () => HttpResponse.json(facets)),
  http.get('/api/products', ({ request }) =>
    cardsOnly(request, [asProductCard(skirt)], { 'X-Total-Count': '1' }),
  ),
)

test('the home page strips and grids draw cards: new arrivals, bottom wear and collection tiles', async () => {
  renderApp('/')

  const newArrivals = await screen.findByRole('list', { name: 'New arrivals' }, PAGE_LOAD)
  expect(within(newArrivals).getByRole('link', { name: /Harbor Overshirt/ })).toHaveAttribute(
    'href',
    '/product/arrival',
  )

  const bottomWear = screen.getByRole('region', { name: "Women's Bottom Wear" })
  const skirtCard = await within(bottomWear).findByRole('link', { name: /Tide Midi Skirt/ })
  expect(within(skirtCard).getByText('Sale')).toBeInTheDocument()

  expect(await screen.findByRole('link', { name: /Denim Edit/ })).toHaveAttribute(
    'href',
    '/collections/denim-edit',
  )
  expect(screen.queryByText(/Full products asked/)).not.toBeInTheDocument()
})
