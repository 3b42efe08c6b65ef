import type { CreateCheckoutInput, QuoteInput } from '@shop/shared/checkout'
import { storeCreditChangedMessage } from '@shop/shared/store-credit'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Toaster } from 'sonner'
import { beforeEach, expect, test, vi } from 'vitest'
import {
  makeCheckout,
  makePriceConflict,
  makeQuote,
  pantsItem,
  STANDARD,
  US_OPTIONS,
} from '../../../testing/checkout.fixture'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { makeOrder } from '../../../testing/order.fixture'
import { renderWithProviders } from '../../../testing/render-with-providers'
import type { AuthState } from '../../auth/auth-slice'
import { CheckoutPage } from './checkout-page'

/**
 * Store credit on the checkout page (docs/decisions/033-store-credit.md): one switch, the
 * server's split of the total in the summary, and "Place order" when the credit covers it all.
 */

/** The pants with standard shipping come to $84.99; the credit the server spends of `balance`. */
function answerQuote(body: QuoteInput, balance: number) {
  if (body.shippingOptionId !== 'standard') return makeQuote()
  const standard = { shippingOption: STANDARD, shipping: 5.99, total: 84.99 }
  if (!body.useStoreCredit) return makeQuote(standard)
  return balance >= 84.99
    ? makeQuote({ ...standard, storeCreditApplied: 84.99, amountDue: 0 })
    : makeQuote({ ...standard, storeCreditApplied: balance, amountDue: 64.99 })
}

const quoteBodies: QuoteInput[] = []
let balance = 20

const server = setupTestServer(
  emptyCartHandler,
  http.post('/api/shipping/rates', () => HttpResponse.json({ options: US_OPTIONS })),
  http.post('/api/checkout/quote', async ({ request }) => {
    const body = (await request.json()) as QuoteInput
    quoteBodies.push(body)
    return HttpResponse.json(answerQuote(body, balance))
  }),
  http.get('/api/shipping/zip/:zip', () =>
    HttpResponse.json({ message: 'ZIP code not found.' }, { status: 404 }),
  ),
  http.get('/api/shipping/address-autocomplete', () =>
    HttpResponse.json({ googleMapsApiKey: null }),
  ),
  http.get('/api/checkout/payment-config', () =>
    HttpResponse.json({ provider: 'demo', clientId: null, currency: 'USD' }),
  ),
)

beforeEach(() => {
  quoteBodies.length = 0
  balance = 20
})

const customer: AuthState = {
  user: { _id: 'user-1', name: 'Maya Lindqvist', email: 'maya@example.com', role: 'customer' },
  token: 'customer-token',
  guestId: 'guest_1750000000001_0123456789abcdef',
}

function renderPage(storeCreditBalance: number) {
  balance = storeCreditBalance
  const onOrderPlaced = vi.fn()
  const rendered = renderWithProviders(
    <>
      <CheckoutPage
        email="maya@example.com"
        lines={[{ ...pantsItem }]}
        onOrderPlaced={onOrderPlaced}
        storeCreditBalance={storeCreditBalance}
      />
      <Toaster />
    </>,
    { preloadedState: { auth: customer } },
  )
  return { ...rendered, onOrderPlaced }
}

type User = ReturnType<typeof renderPage>['user']

const checkoutForm = () => screen.findByRole('form', { name: 'Checkout' })
const summary = () => screen.getByRole('region', { name: 'Order Summary' })
const summaryLine = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).parentElement

async function fillAddressAndStandard(user: User) {
  const form = await checkoutForm()
  const fields: [string, string][] = [
    ['First name', 'Maya'],
    ['Last name', 'Lindqvist'],
    ['Address', '350 5th Ave'],
    ['City', 'New York'],
    ['State', 'CA'],
    ['Postal code', '10002'],
    ['Phone', '212 555 0100'],
  ]
  for (const [label, value] of fields) {
    await user.click(within(form).getByLabelText(label))
    await user.paste(value)
  }
  await user.click(await within(form).findByRole('radio', { name: /Standard Shipping/ }))
  await expect.poll(() => summaryLine('Total')).toHaveTextContent('$84.99')
}

test('without a balance there is no store credit switch', async () => {
  renderPage(0)
  await checkoutForm()
  await within(summary()).findByText('Skate Cargo Pants')
  expect(screen.queryByRole('switch')).not.toBeInTheDocument()
})

test('the switch spends the credit: the summary shows it and the amount due, and the checkout asks for it', async () => {
  let created: CreateCheckoutInput | null = null
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      created = (await request.json()) as CreateCheckoutInput
      return HttpResponse.json(makeCheckout({ storeCreditApplied: 20, amountDue: 64.99 }), {
        status: 201,
      })
    }),
  )
  const { user } = renderPage(20)
  await fillAddressAndStandard(user)

  const toggle = screen.getByRole('switch', { name: 'Use $20.00 store credit' })
  expect(toggle).toHaveAttribute('aria-checked', 'false')
  expect(within(summary()).queryByText('Store credit', { selector: 'dt' })).not.toBeInTheDocument()

  await user.click(toggle)

  expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect.poll(() => within(summary()).queryByText('Amount due')).toBeInTheDocument()
  expect(summaryLine('Store credit')).toHaveTextContent('-$20.00')
  expect(summaryLine('Amount due')).toHaveTextContent('$64.99')
  // The order's total stays the total.
  expect(summaryLine('Total')).toHaveTextContent('$84.99')
  expect(quoteBodies.at(-1)).toMatchObject({ useStoreCredit: true })

  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))

  expect(await screen.findByText('Demo payment — no money is taken')).toBeInTheDocument()
  expect(created).toMatchObject({ useStoreCredit: true, totalPrice: 84.99 })
  expect(summaryLine('Amount due')).toHaveTextContent('$64.99')
  // The checkout is made: the choice changes only after "Edit details".
  expect(toggle).toBeDisabled()

  await user.click(screen.getByRole('button', { name: 'Edit details' }))
  await user.click(toggle)
  await expect
    .poll(() => within(summary()).queryByText('Amount due', { selector: 'dt' }))
    .not.toBeInTheDocument()
  // The quote without credit answers from the cache: the page asked for it before.
  expect(summaryLine('Total')).toHaveTextContent('$84.99')
})

test('credit covering the whole total replaces the payment with Place order, which finalizes directly', async () => {
  const finalized: string[] = []
  server.use(
    http.post('/api/checkout', () =>
      HttpResponse.json(makeCheckout({ storeCreditApplied: 84.99, amountDue: 0 }), {
        status: 201,
      }),
    ),
    http.post('/api/checkout/:id/finalize', ({ params }) => {
      finalized.push(String(params.id))
      return HttpResponse.json(makeOrder({ totalPrice: 84.99, paymentMethod: 'Store credit' }), {
        status: 201,
      })
    }),
  )
  const { user, onOrderPlaced } = renderPage(150)
  await fillAddressAndStandard(user)
  await user.click(screen.getByRole('switch', { name: 'Use $150.00 store credit' }))
  await expect.poll(() => summaryLine('Amount due')).toHaveTextContent('$0.00')

  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))

  const placeOrder = await screen.findByRole('button', { name: 'Place order' })
  expect(screen.queryByText('Demo payment — no money is taken')).not.toBeInTheDocument()
  expect(screen.getByText(/Your store credit covers this order/)).toBeInTheDocument()

  await user.click(placeOrder)

  await expect.poll(() => onOrderPlaced.mock.calls.length).toBe(1)
  expect(finalized).toEqual(['chk-1'])
})

test('credit spent elsewhere before Place order shows the fresh split to confirm', async () => {
  const created: CreateCheckoutInput[] = []
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      created.push((await request.json()) as CreateCheckoutInput)
      return created.length === 1
        ? HttpResponse.json(makeCheckout({ storeCreditApplied: 84.99, amountDue: 0 }), {
            status: 201,
          })
        : HttpResponse.json(
            makeCheckout({ _id: 'chk-2', storeCreditApplied: 10, amountDue: 84.99 }),
            { status: 201 },
          )
    }),
    http.post('/api/checkout/chk-1/finalize', () =>
      HttpResponse.json(
        {
          ...makePriceConflict(storeCreditChangedMessage(false)),
          checkoutItems: [pantsItem],
          subtotal: 79,
          totalPrice: 84.99,
          storeCreditApplied: 10,
          amountDue: 74.99,
        },
        { status: 409 },
      ),
    ),
  )
  const { user } = renderPage(150)
  await fillAddressAndStandard(user)
  await user.click(screen.getByRole('switch', { name: 'Use $150.00 store credit' }))
  await expect.poll(() => summaryLine('Amount due')).toHaveTextContent('$0.00')
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
  await user.click(await screen.findByRole('button', { name: 'Place order' }))

  expect(await screen.findByText(storeCreditChangedMessage(false))).toBeInTheDocument()
  expect(summaryLine('Store credit')).toHaveTextContent('-$10.00')
  expect(summaryLine('Amount due')).toHaveTextContent('$74.99')

  await user.click(screen.getByRole('button', { name: 'Confirm new total' }))

  expect(await screen.findByText('Demo payment — no money is taken')).toBeInTheDocument()
  expect(created.map((body) => body.useStoreCredit)).toEqual([true, true])
})
