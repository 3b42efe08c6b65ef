import type { QuoteInput } from '@shop/shared/checkout'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { RouteObject } from 'react-router'
import { expect, test, vi } from 'vitest'
import { customer, signedInAuthState } from '../../features/auth/session.fixture'
import type { CartState } from '../../features/cart/cart-slice'
import {
  makePriceConflict,
  EXPRESS,
  makeCheckout,
  makeQuote,
  STANDARD,
  US_OPTIONS,
} from '../../testing/checkout.fixture'
import { makeOrder } from '../../testing/order.fixture'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'
import { CheckoutRoute } from './checkout-route'

/** The server's quote for the pants: the chosen option's cost is the only thing that changes. */
const QUOTES = {
  none: makeQuote(),
  standard: makeQuote({ shippingOption: STANDARD, shipping: 5.99, total: 84.99 }),
  express: makeQuote({ shippingOption: EXPRESS, shipping: 14.99, total: 93.99 }),
}

const server = setupTestServer(
  emptyCartHandler,
  http.post('/api/shipping/rates', () => HttpResponse.json({ options: US_OPTIONS })),
  http.post('/api/checkout/quote', async ({ request }) => {
    const body = (await request.json()) as QuoteInput
    return HttpResponse.json(
      body.shippingOptionId === 'express'
        ? QUOTES.express
        : body.shippingOptionId === 'standard'
          ? QUOTES.standard
          : QUOTES.none,
    )
  }),
  http.get('/api/shipping/zip/:zip', ({ params }) =>
    params.zip === '10001'
      ? HttpResponse.json({ city: 'New York', state: 'NY', country: 'United States' })
      : HttpResponse.json({ message: 'ZIP code not found.' }, { status: 404 }),
  ),
  http.get('/api/shipping/address-autocomplete', () =>
    HttpResponse.json({ googleMapsApiKey: null }),
  ),
  http.get('/api/checkout/payment-config', () =>
    HttpResponse.json({ provider: 'demo', clientId: null, currency: 'USD' }),
  ),
  http.get('/api/users/store-credit', () => HttpResponse.json({ balance: 0, entries: [] })),
)

/** Google's Places widget as the page sees it: an element that announces a picked place. */
const places = vi.hoisted(() => ({ loadedWithKey: null as string | null }))
vi.mock('@googlemaps/js-api-loader', () => {
  class FakePlaceAutocomplete extends HTMLElement {}
  customElements.define('fake-place-autocomplete', FakePlaceAutocomplete)
  return {
    setOptions: ({ key }: { key: string }) => {
      places.loadedWithKey = key
    },
    importLibrary: () => Promise.resolve({ PlaceAutocompleteElement: FakePlaceAutocomplete }),
  }
})

function pickPlace(components: { types: string[]; longText: string; shortText: string }[]) {
  const widget = document.querySelector('fake-place-autocomplete')
  if (!widget) throw new Error('The address search is not on the page.')
  const place = { addressComponents: components, fetchFields: () => Promise.resolve() }
  widget.dispatchEvent(
    Object.assign(new Event('gmp-select'), { placePrediction: { toPlace: () => place } }),
  )
}

const routes: RouteObject[] = [
  { path: '/checkout', Component: CheckoutRoute },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/order-confirmation', element: <h1>Confirmation page</h1> },
  { path: '*', element: <h1>Elsewhere</h1> },
]

const cart: CartState = {
  cart: {
    products: [
      {
        productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
        name: 'Skate Cargo Pants',
        image: '/uploads/pants.webp',
        price: 79,
        quantity: 1,
        size: 'M',
        color: 'Olive',
      },
    ],
    totalPrice: 79,
  },
}

const renderCheckout = () =>
  renderApp('/checkout', { routes, preloadedState: { auth: signedInAuthState(), cart } })

const checkoutForm = () => screen.findByRole('form', { name: 'Checkout' })

/** One money line of the summary by its label, e.g. "Total" → "Total$84.99". */
const summaryLine = (label: string) =>
  within(screen.getByRole('region', { name: 'Order Summary' })).getByText(label, {
    selector: 'dt',
  }).parentElement

async function fillAddress(user: ReturnType<typeof renderCheckout>['user']) {
  const form = await checkoutForm()
  await user.type(within(form).getByLabelText('First name'), 'Maya')
  await user.type(within(form).getByLabelText('Last name'), 'Lindqvist')
  await user.type(within(form).getByLabelText('Address'), '350 5th Ave')
  await user.type(within(form).getByLabelText('City'), 'New York')
  await user.type(within(form).getByLabelText('State'), 'NY')
  await user.type(within(form).getByLabelText('Postal code'), '10002')
  await user.type(within(form).getByLabelText('Phone'), '212 555 0100')
  return form
}

test('a guest is sent to log in first, with checkout as the way back', async () => {
  const { router } = renderApp('/checkout', { routes, preloadedState: { cart } })
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  expect(router.state.location.pathname + router.state.location.search).toBe(
    '/login?redirect=checkout',
  )
})

test('an empty cart says so and leads back to the shop', async () => {
  renderApp('/checkout', { routes, preloadedState: { auth: signedInAuthState() } })
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
})

test('the contact email is the account’s and cannot be edited', async () => {
  renderCheckout()
  const email = within(await checkoutForm()).getByLabelText('Email')
  expect(email).toHaveValue(customer.email)
  expect(email).toHaveAttribute('readonly')
})

test('continuing with nothing filled names every missing field and asks for a shipping option', async () => {
  const { user } = renderCheckout()
  const form = await checkoutForm()
  await within(form).findByRole('radio', { name: /Standard Shipping/ })
  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))

  for (const message of [
    'First name is required.',
    'Last name is required.',
    'Address is required.',
    'City is required.',
    'State is required.',
    'Postal code is required.',
    'Phone is required.',
  ]) {
    expect(within(form).getByText(message)).toBeInTheDocument()
  }
  expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription(
    'First name is required.',
  )
  expect(within(form).getByText('Please select a shipping option.')).toBeInTheDocument()
})

test('a shipping option is listed with its cost and days, and picking one shows the server’s total with it', async () => {
  const { user } = renderCheckout()
  const form = await checkoutForm()
  const express = await within(form).findByRole('radio', { name: /Express Shipping/ })
  expect(express.closest('label')).toHaveTextContent('Estimated 2 business days')
  expect(express.closest('label')).toHaveTextContent('$14.99')

  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))
  expect(within(form).getByText('Please select a shipping option.')).toBeInTheDocument()
  await user.click(express)
  expect(within(form).queryByText('Please select a shipping option.')).not.toBeInTheDocument()
  await expect.poll(() => summaryLine('Total')).toHaveTextContent('$93.99')
  expect(summaryLine('Shipping (Express Shipping)')).toHaveTextContent('$14.99')
})

test('a US ZIP code fills an empty city and state, but never replaces what the shopper typed', async () => {
  const { user } = renderCheckout()
  const form = await checkoutForm()
  await user.type(within(form).getByLabelText('Postal code'), '10001')
  expect(await within(form).findByDisplayValue('New York')).toBe(
    within(form).getByLabelText('City'),
  )
  expect(within(form).getByLabelText('State')).toHaveValue('NY')

  await user.clear(within(form).getByLabelText('Postal code'))
  await user.clear(within(form).getByLabelText('State'))
  await user.clear(within(form).getByLabelText('City'))
  await user.type(within(form).getByLabelText('City'), 'Manhattan')
  await user.type(within(form).getByLabelText('Postal code'), '10001')
  // The state was empty again, so the second lookup fills it; the typed city stays.
  expect(await within(form).findByDisplayValue('NY')).toBe(within(form).getByLabelText('State'))
  expect(within(form).getByLabelText('City')).toHaveValue('Manhattan')
})

test('turning the country away from the United States takes back the city and state a ZIP wrote', async () => {
  const { user } = renderCheckout()
  const form = await checkoutForm()
  // A shopper in Berlin types the postal code first; 10001 is also a New York ZIP code.
  await user.type(within(form).getByLabelText('Postal code'), '10001')
  expect(await within(form).findByDisplayValue('NY')).toBe(within(form).getByLabelText('State'))
  await user.clear(within(form).getByLabelText('Country'))
  await user.type(within(form).getByLabelText('Country'), 'Germany')
  expect(within(form).getByLabelText('State')).toHaveValue('')
  expect(within(form).getByLabelText('City')).toHaveValue('')
  expect(within(form).getByLabelText('Postal code')).toHaveValue('10001')
})

test('a city the shopper typed stays when the country changes after a ZIP lookup', async () => {
  const { user } = renderCheckout()
  const form = await checkoutForm()
  await user.type(within(form).getByLabelText('City'), 'Berlin')
  await user.type(within(form).getByLabelText('Postal code'), '10001')
  expect(await within(form).findByDisplayValue('NY')).toBe(within(form).getByLabelText('State'))
  await user.clear(within(form).getByLabelText('Country'))
  await user.type(within(form).getByLabelText('Country'), 'Germany')
  expect(within(form).getByLabelText('City')).toHaveValue('Berlin')
  expect(within(form).getByLabelText('State')).toHaveValue('')
})

test('when prices changed, the summary shows the server’s figures and says why; confirming goes on to payment', async () => {
  const message =
    'Prices or shipping have changed since you last looked. Please review the new total.'
  const sentTotals: unknown[] = []
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      const body = (await request.json()) as { totalPrice: number }
      sentTotals.push(body.totalPrice)
      if (sentTotals.length === 1) {
        return HttpResponse.json(makePriceConflict(message), { status: 409 })
      }
      return HttpResponse.json(makeCheckout({ subtotal: 89, totalPrice: 94.99 }), { status: 201 })
    }),
  )
  const { user } = renderCheckout()
  const form = await fillAddress(user)
  await user.click(await within(form).findByRole('radio', { name: /Standard Shipping/ }))
  await expect.poll(() => summaryLine('Total')).toHaveTextContent('$84.99')

  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))

  expect(await screen.findByText(message)).toBeInTheDocument()
  expect(summaryLine('Total')).toHaveTextContent('$94.99')
  expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('$89.00')
  expect(screen.getByText('New total:')).toHaveTextContent('New total: $94.99')

  await user.click(screen.getByRole('button', { name: 'Confirm new total' }))

  expect(await screen.findByText('Demo payment — no money is taken')).toBeInTheDocument()
  expect(screen.queryByText(message)).not.toBeInTheDocument()
  expect(sentTotals).toEqual([84.99, 94.99])
})

test('the demo payment places the order, empties the cart and shows the confirmation', async () => {
  const checkout = makeCheckout({ shippingOption: EXPRESS, shippingCost: 14.99, totalPrice: 93.99 })
  let sentTotal: unknown = null
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      sentTotal = ((await request.json()) as { totalPrice: number }).totalPrice
      return HttpResponse.json(checkout, { status: 201 })
    }),
    http.post('/api/checkout/chk-1/payment', () =>
      HttpResponse.json({ provider: 'demo', orderId: 'DEMO-1' }),
    ),
    http.put('/api/checkout/chk-1/pay', () =>
      HttpResponse.json({ ...checkout, paymentStatus: 'paid', isPaid: true }),
    ),
    http.post('/api/checkout/chk-1/finalize', () =>
      HttpResponse.json(makeOrder(), { status: 201 }),
    ),
  )
  const { user, store } = renderCheckout()
  const form = await fillAddress(user)
  await user.click(await within(form).findByRole('radio', { name: /Express Shipping/ }))
  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))

  expect(await screen.findByText('Demo payment — no money is taken')).toBeInTheDocument()
  expect(sentTotal).toBe(93.99)
  await user.click(screen.getByRole('button', { name: 'Pay with demo payment' }))

  expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument()
  expect(store.getState().cart.cart.products).toEqual([])
  expect(store.getState().checkout.placedOrder?._id).toBe(makeOrder()._id)
})

test('a refused payment says Payment failed. Try again. with the server’s reason', async () => {
  server.use(
    http.post('/api/checkout', () =>
      HttpResponse.json(makeCheckout({ _id: 'chk-2' }), { status: 201 }),
    ),
    http.post('/api/checkout/chk-2/payment', () =>
      HttpResponse.json({ provider: 'demo', orderId: 'DEMO-2' }),
    ),
    http.put('/api/checkout/chk-2/pay', () =>
      HttpResponse.json(
        { message: 'Sorry, Skate Cargo Pants (M / Olive) is sold out.' },
        { status: 409 },
      ),
    ),
  )
  const { user } = renderCheckout()
  const form = await fillAddress(user)
  await user.click(await within(form).findByRole('radio', { name: /Standard Shipping/ }))
  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))
  await user.click(await screen.findByRole('button', { name: 'Pay with demo payment' }))

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Payment failed. Try again.')
  expect(alert).toHaveTextContent('Sorry, Skate Cargo Pants (M / Olive) is sold out.')
  expect(screen.getByRole('button', { name: 'Pay with demo payment' })).toBeEnabled()
})

test('without a Maps key there is no address search and Google is never loaded', async () => {
  renderCheckout()
  await within(await checkoutForm()).findByRole('radio', { name: /Standard Shipping/ })
  expect(screen.queryByText('Find your address (US)')).not.toBeInTheDocument()
  expect(places.loadedWithKey).toBeNull()
})

test('with a Maps key, picking a US address fills address, city, state, postal code and country', async () => {
  server.use(
    http.get('/api/shipping/address-autocomplete', () =>
      HttpResponse.json({ googleMapsApiKey: 'AIzaTest-key' }),
    ),
  )
  renderCheckout()
  const form = await checkoutForm()
  expect(await screen.findByText('Find your address (US)')).toBeInTheDocument()
  await expect.poll(() => document.querySelector('fake-place-autocomplete')).not.toBeNull()
  expect(places.loadedWithKey).toBe('AIzaTest-key')

  pickPlace([
    { types: ['street_number'], longText: '350', shortText: '350' },
    { types: ['route'], longText: '5th Avenue', shortText: '5th Ave' },
    { types: ['locality', 'political'], longText: 'New York', shortText: 'New York' },
    { types: ['administrative_area_level_1'], longText: 'New York', shortText: 'NY' },
    { types: ['postal_code'], longText: '10118', shortText: '10118' },
    { types: ['country'], longText: 'United States', shortText: 'US' },
  ])

  await expect.poll(() => within(form).getByLabelText('Address')).toHaveValue('350 5th Avenue')
  expect(within(form).getByLabelText('City')).toHaveValue('New York')
  expect(within(form).getByLabelText('State')).toHaveValue('NY')
  expect(within(form).getByLabelText('Postal code')).toHaveValue('10118')
  expect(within(form).getByLabelText('Country')).toHaveValue('United States')
})
