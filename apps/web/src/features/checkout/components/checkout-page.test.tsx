import {
  QUOTE_EXPIRED_MESSAGE,
  type CreateCheckoutInput,
  type QuoteInput,
} from '@shop/shared/checkout'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  makePriceConflict,
  EXPRESS,
  makeCheckout,
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
 * The server's quote for one pair of pants ($79), as a table of the cases these tests use: the
 * option's cost, New York's tax and the WELCOME10 code. Anything else is the bare basket.
 */
function answerQuote(body: QuoteInput) {
  const option = body.shippingOptionId
  const isNewYork = body.shippingAddress?.state === 'NY'
  const code = body.discountCode?.toUpperCase()
  if (option === 'standard' && code === 'WELCOME10') {
    return makeQuote({
      shippingOption: STANDARD,
      shipping: 5.99,
      discount: 7.9,
      discountCode: 'WELCOME10',
      total: 77.09,
    })
  }
  if (option === 'standard' && code === 'SPRING') {
    return makeQuote({
      shippingOption: STANDARD,
      shipping: 5.99,
      total: 84.99,
      discountMessage: 'This code has expired.',
    })
  }
  if (option === 'standard' && isNewYork) {
    return makeQuote({ shippingOption: STANDARD, shipping: 5.99, tax: 7.54, total: 92.53 })
  }
  if (option === 'standard') {
    return makeQuote({ shippingOption: STANDARD, shipping: 5.99, total: 84.99 })
  }
  if (option === 'express') {
    return makeQuote({ shippingOption: EXPRESS, shipping: 14.99, total: 93.99 })
  }
  return makeQuote()
}

const quoteBodies: QuoteInput[] = []

const server = setupTestServer(
  emptyCartHandler,
  http.post('/api/shipping/rates', () => HttpResponse.json({ options: US_OPTIONS })),
  http.post('/api/checkout/quote', async ({ request }) => {
    const body = (await request.json()) as QuoteInput
    quoteBodies.push(body)
    return HttpResponse.json(answerQuote(body))
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

/**
 * PayPal's buttons as the page drives them: a click asks the page for the order to approve,
 * then approves it; a refusal reaches onError as an error of the SDK's own.
 */
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: ReactNode }) => children,
  PayPalButtons: ({
    createOrder,
    onApprove,
    onError,
  }: {
    createOrder: () => Promise<string>
    onApprove: (data: { orderID: string }) => Promise<void>
    onError: (error: unknown) => void
  }) => (
    <button
      type="button"
      onClick={() => {
        createOrder()
          .then((orderID) => onApprove({ orderID }))
          .catch(() => {
            // The SDK reports its own error, not the one createOrder threw.
            onError(new Error('Expected an order id to be passed'))
          })
      }}
    >
      PayPal
    </button>
  ),
}))

beforeEach(() => {
  quoteBodies.length = 0
  toast.dismiss()
})
afterEach(() => {
  vi.useRealTimers()
})

const customer: AuthState = {
  user: { _id: 'user-1', name: 'Maya Lindqvist', email: 'maya@example.com', role: 'customer' },
  token: 'customer-token',
  guestId: 'guest_1750000000001_0123456789abcdef',
}

function renderPage() {
  const onOrderPlaced = vi.fn()
  const rendered = renderWithProviders(
    <>
      <CheckoutPage
        email="maya@example.com"
        lines={[{ ...pantsItem }]}
        onOrderPlaced={onOrderPlaced}
      />
      {/* Where "Payment failed. Try again." would show as a toast. */}
      <Toaster />
    </>,
    { preloadedState: { auth: customer } },
  )
  return { ...rendered, onOrderPlaced }
}

type User = ReturnType<typeof renderPage>['user']

const checkoutForm = () => screen.findByRole('form', { name: 'Checkout' })
const summary = () => screen.getByRole('region', { name: 'Order Summary' })
/** One money line of the summary by its label, e.g. "Total" → "Total$84.99". */
const summaryLine = (label: string) =>
  within(summary()).getByText(label, { selector: 'dt' }).parentElement

/** Fills every delivery field, each pasted in one go (typing is covered by the route's tests). */
async function fillAddress(user: User, { state = 'NY' } = {}) {
  const form = await checkoutForm()
  const fields: [string, string][] = [
    ['First name', 'Maya'],
    ['Last name', 'Lindqvist'],
    ['Address', '350 5th Ave'],
    ['City', 'New York'],
    ['State', state],
    ['Postal code', '10002'],
    ['Phone', '212 555 0100'],
  ]
  for (const [label, value] of fields) {
    await user.click(within(form).getByLabelText(label))
    await user.paste(value)
  }
  return form
}

async function chooseStandard(user: User) {
  const form = await checkoutForm()
  await user.click(await within(form).findByRole('radio', { name: /Standard Shipping/ }))
  await expect.poll(() => summaryLine('Shipping (Standard Shipping)')).toHaveTextContent('$5.99')
}

test('the summary shows the server’s quote, and no tax line while the address has no tax', async () => {
  const { user } = renderPage()
  await checkoutForm()

  expect(await within(summary()).findByText('Skate Cargo Pants')).toBeInTheDocument()
  expect(summaryLine('Subtotal')).toHaveTextContent('$79.00')
  expect(summaryLine('Shipping')).toHaveTextContent('Select a method')
  expect(summaryLine('Total')).toHaveTextContent('$79.00')

  await chooseStandard(user)

  expect(summaryLine('Total')).toHaveTextContent('$84.99')
  expect(within(summary()).queryByText('Tax', { selector: 'dt' })).not.toBeInTheDocument()
  expect(within(summary()).queryByText(/^Discount \(/, { selector: 'dt' })).not.toBeInTheDocument()
})

test('a state with a tax rate brings the tax line once the shopper stops typing', async () => {
  const { user } = renderPage()
  await chooseStandard(user)

  await user.type(within(await checkoutForm()).getByLabelText('State'), 'NY')

  expect(await within(summary()).findByText('Tax', { selector: 'dt' })).toBeInTheDocument()
  expect(summaryLine('Tax')).toHaveTextContent('$7.54')
  expect(summaryLine('Total')).toHaveTextContent('$92.53')
  // The state was asked for once, whole, not once per letter.
  const states = quoteBodies.map((body) => body.shippingAddress?.state).filter(Boolean)
  expect(states).toEqual(['NY'])
})

test('applying a code shows its discount line, and Remove takes it away', async () => {
  const { user } = renderPage()
  await chooseStandard(user)

  await user.type(screen.getByLabelText('Discount code'), 'welcome10')
  await user.click(screen.getByRole('button', { name: 'Apply' }))

  expect(
    await within(summary()).findByText('Discount (WELCOME10)', { selector: 'dt' }),
  ).toBeInTheDocument()
  expect(summaryLine('Discount (WELCOME10)')).toHaveTextContent('-$7.90')
  expect(summaryLine('Total')).toHaveTextContent('$77.09')
  expect(within(summary()).getByText(/applied/)).toHaveTextContent('Code WELCOME10 applied')

  await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }))

  await expect.poll(() => summaryLine('Total')).toHaveTextContent('$84.99')
  expect(within(summary()).queryByText(/^Discount \(/, { selector: 'dt' })).not.toBeInTheDocument()
  expect(screen.getByLabelText('Discount code')).toHaveValue('')
})

test('the code that applies goes into the checkout with the discounted total', async () => {
  let created: CreateCheckoutInput | null = null
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      created = (await request.json()) as CreateCheckoutInput
      return HttpResponse.json(
        makeCheckout({ discount: 7.9, discountCode: 'WELCOME10', totalPrice: 77.09 }),
        { status: 201 },
      )
    }),
  )
  const { user } = renderPage()
  await fillAddress(user, { state: 'CA' })
  await chooseStandard(user)
  await user.type(screen.getByLabelText('Discount code'), 'welcome10')
  await user.click(screen.getByRole('button', { name: 'Apply' }))
  await expect.poll(() => summaryLine('Total')).toHaveTextContent('$77.09')

  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))

  expect(await screen.findByText('Demo payment — no money is taken')).toBeInTheDocument()
  expect(created).toMatchObject({ discountCode: 'WELCOME10', totalPrice: 77.09 })
})

test('a code that does not apply shows the server’s reason under the field, and no discount', async () => {
  const { user } = renderPage()
  await chooseStandard(user)

  const field = screen.getByLabelText('Discount code')
  await user.type(field, 'SPRING')
  await user.click(screen.getByRole('button', { name: 'Apply' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.')
  expect(field).toHaveAccessibleDescription('This code has expired.')
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(within(summary()).queryByText(/^Discount \(/, { selector: 'dt' })).not.toBeInTheDocument()
  expect(summaryLine('Total')).toHaveTextContent('$84.99')
})

test('the estimated delivery follows the chosen option’s days', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-25T12:00:00.000Z'))
  const { user } = renderPage()
  const form = await checkoutForm()

  await user.click(await within(form).findByRole('radio', { name: /Express Shipping/ }))

  expect(await within(summary()).findByText('Estimated delivery: Mar 27, 2026')).toBeInTheDocument()
})

test('a 409 on pay shows the new total with the reason, and confirming pays a new checkout', async () => {
  const created: CreateCheckoutInput[] = []
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      created.push((await request.json()) as CreateCheckoutInput)
      return created.length === 1
        ? HttpResponse.json(makeCheckout(), { status: 201 })
        : HttpResponse.json(makeCheckout({ _id: 'chk-2', subtotal: 89, totalPrice: 94.99 }), {
            status: 201,
          })
    }),
    http.post('/api/checkout/:id/payment', ({ params }) =>
      HttpResponse.json({ provider: 'demo', orderId: `DEMO-${String(params.id)}` }),
    ),
    http.put('/api/checkout/chk-1/pay', () =>
      HttpResponse.json(makePriceConflict(QUOTE_EXPIRED_MESSAGE), { status: 409 }),
    ),
    http.put('/api/checkout/chk-2/pay', () =>
      HttpResponse.json(makeCheckout({ _id: 'chk-2', paymentStatus: 'paid', isPaid: true })),
    ),
    http.post('/api/checkout/chk-2/finalize', () =>
      HttpResponse.json(makeOrder({ totalPrice: 94.99 }), { status: 201 }),
    ),
  )
  const { user, onOrderPlaced } = renderPage()
  await fillAddress(user)
  await chooseStandard(user)
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
  await user.click(await screen.findByRole('button', { name: 'Pay with demo payment' }))

  expect(await screen.findByText(QUOTE_EXPIRED_MESSAGE)).toBeInTheDocument()
  expect(screen.getByText('New total:')).toHaveTextContent('New total: $94.99')
  expect(summaryLine('Total')).toHaveTextContent('$94.99')
  expect(summaryLine('Subtotal')).toHaveTextContent('$89.00')
  expect(screen.queryByText('Payment failed. Try again.')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Confirm new total' }))
  await user.click(await screen.findByRole('button', { name: 'Pay with demo payment' }))

  await expect.poll(() => onOrderPlaced.mock.calls.length).toBe(1)
  expect(created.map((body) => body.totalPrice)).toEqual([92.53, 94.99])
  expect(created[1]?.checkoutItems[0]?.price).toBe(89)
})

test('with PayPal, a 409 when the payment opens asks to confirm the new total, and no failure is shown', async () => {
  let checkouts = 0
  server.use(
    http.get('/api/checkout/payment-config', () =>
      HttpResponse.json({ provider: 'paypal', clientId: 'test-client', currency: 'USD' }),
    ),
    http.post('/api/checkout', () => {
      checkouts += 1
      return HttpResponse.json(makeCheckout({ _id: `chk-${String(checkouts)}` }), { status: 201 })
    }),
    http.post('/api/checkout/chk-1/payment', () =>
      HttpResponse.json(
        {
          message:
            'Prices or shipping have changed since you last looked. Please review the new total.',
          checkoutItems: [pantsItem],
          shippingOption: STANDARD,
          subtotal: 79,
          discount: 0,
          discountCode: null,
          shippingCost: 5.99,
          tax: 8.06,
          totalPrice: 93.05,
        },
        { status: 409 },
      ),
    ),
    http.post('/api/checkout/chk-2/payment', () =>
      HttpResponse.json({ provider: 'paypal', orderId: 'PAYPAL-2' }),
    ),
    http.put('/api/checkout/chk-2/pay', () =>
      HttpResponse.json(makeCheckout({ _id: 'chk-2', paymentStatus: 'paid', isPaid: true })),
    ),
    http.post('/api/checkout/chk-2/finalize', () =>
      HttpResponse.json(makeOrder(), { status: 201 }),
    ),
  )
  const { user, onOrderPlaced } = renderPage()
  await fillAddress(user)
  await chooseStandard(user)
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
  await user.click(await screen.findByRole('button', { name: 'PayPal' }))

  expect(await screen.findByText('New total:')).toHaveTextContent('New total: $93.05')
  expect(summaryLine('Tax')).toHaveTextContent('$8.06')
  expect(screen.queryByText('Payment failed. Try again.')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Confirm new total' }))
  await user.click(await screen.findByRole('button', { name: 'PayPal' }))

  await expect.poll(() => onOrderPlaced.mock.calls.length).toBe(1)
  expect(checkouts).toBe(2)
})

test('Continue on an incomplete form puts the focus on the first field to fix', async () => {
  const { user } = renderPage()
  const form = await checkoutForm()
  await within(form).findByRole('radio', { name: /Standard Shipping/ })

  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))
  expect(within(form).getByLabelText('First name')).toHaveFocus()

  await fillAddress(user)
  await user.clear(within(form).getByLabelText('City'))
  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))
  expect(within(form).getByLabelText('City')).toHaveFocus()

  await user.type(within(form).getByLabelText('City'), 'New York')
  await user.click(within(form).getByRole('button', { name: 'Continue to Payment' }))
  // Only the shipping choice is missing: its first option takes the focus.
  expect(within(form).getByRole('radio', { name: /Standard Shipping/ })).toHaveFocus()
})
