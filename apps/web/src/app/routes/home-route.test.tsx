import type { ProductFilters } from '@shop/shared/catalog'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeProduct } from '../../features/catalog/product-details.fixture'
import {
  emptyCartHandler,
  homeContentHandler,
  shippingSummaryHandler,
  TEST_HOME_CONTENT,
} from '../../testing/msw-handlers'
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
  collections: [
    { name: 'Denim Edit', slug: 'denim-edit' },
    { name: 'Summer Essentials', slug: 'summer-essentials' },
  ],
  price: { min: 0, max: 100 },
}

/** The server's answer to a card list: cards when asked for them, else a refusal the page shows. */
function cardsOnly(request: Request, cards: unknown[], headers: Record<string, string> = {}) {
  return new URL(request.url).searchParams.get('fields') === 'card'
    ? HttpResponse.json(cards, { headers })
    : HttpResponse.json({ message: 'Full products asked for a card list.' }, { status: 400 })
}

const server = setupTestServer(
  emptyCartHandler,
  shippingSummaryHandler,
  homeContentHandler,
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

test('the trust strip promises free shipping as the shipping table keeps it', async () => {
  renderApp('/')

  const strip = await screen.findByRole('region', { name: 'Why shop with us' }, PAGE_LOAD)
  expect(
    await within(strip).findByRole('heading', { name: 'Free international shipping' }),
  ).toBeInTheDocument()
  expect(strip).toHaveTextContent('On all orders over $100')
})

test('the hero and the banner are the owner’s: their words, pictures and buttons', async () => {
  renderApp('/')

  const hero = await screen.findByRole('region', { name: 'Featured looks' }, PAGE_LOAD)
  expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Ready, set, slide')
  expect(within(hero).getByRole('img')).toHaveAttribute('alt', 'Demo picture 1')
  expect(within(hero).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    '/collections/all',
  )

  const banner = screen.getByRole('region', { name: 'Apparel made for your everyday life' })
  expect(banner).toHaveTextContent('Comfort and style')
  expect(within(banner).getByRole('img')).toHaveAttribute('src', '/hero/hero-3-tall.w900.webp')
  expect(within(banner).getByRole('link', { name: 'Explore the shop' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
})

test('Shop by Collection lists the collections the owner features, in the owner’s order', async () => {
  server.use(
    http.get('/api/content/home', () =>
      HttpResponse.json({
        ...TEST_HOME_CONTENT,
        featuredCollections: [
          { name: 'Summer Essentials', slug: 'summer-essentials' },
          { name: 'Urban Street', slug: 'urban-street' },
        ],
        banner: undefined,
      }),
    ),
  )
  renderApp('/')

  const section = await screen.findByRole('region', { name: 'Shop by Collection' }, PAGE_LOAD)
  const tiles = await within(section).findAllByRole('link')
  expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
    '/collections/summer-essentials',
    '/collections/urban-street',
  ])
  expect(screen.queryByRole('region', { name: 'Apparel made for your everyday life' })).toBeNull()
})
