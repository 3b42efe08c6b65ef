import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeOrder } from '../../../testing/order.fixture'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { OrderDetails } from './order-details'

const server = setupTestServer(emptyCartHandler)

const answerOrder = (body: object, status = 200) => {
  server.use(http.get('/api/orders/:id', () => HttpResponse.json(body, { status })))
}

const renderDetails = () =>
  renderWithProviders(<OrderDetails id="6ec0dcad-60b5-4ac4-87b7-67c49ad43450" />)

test('the details show the badges, payment, shipping method and address', async () => {
  answerOrder(makeOrder())
  renderDetails()

  expect(
    await screen.findByRole('heading', { name: 'Order ID: #6ec0dcad-60b5-4ac4-87b7-67c49ad43450' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Approved')).toBeInTheDocument()
  expect(screen.getByText('Pending Delivery')).toBeInTheDocument()
  expect(screen.getByText('Paid')).toBeInTheDocument()
  expect(screen.getByText('Standard Shipping')).toBeInTheDocument()
  expect(screen.getByText(/350 5th Ave, New York, NY 10001/)).toBeInTheDocument()
})

test('a shipped order shows its status and the tracking number the shop saved', async () => {
  answerOrder(makeOrder({ status: 'Shipped', trackingNumber: '1Z999AA10123456784' }))
  renderDetails()

  expect(await screen.findByText('Shipped')).toBeInTheDocument()
  expect(screen.getByText('1Z999AA10123456784')).toBeInTheDocument()
  expect(screen.getByText('Tracking Number:')).toBeInTheDocument()
})

test('before it ships an order shows Processing and no tracking line', async () => {
  answerOrder(makeOrder())
  renderDetails()

  expect(await screen.findByText('Processing')).toBeInTheDocument()
  expect(screen.queryByText('Tracking Number:')).not.toBeInTheDocument()
})

test('a product still sold links to its page; a deleted one is named without a link', async () => {
  answerOrder(makeOrder())
  renderDetails()

  const table = await screen.findByRole('table')
  expect(within(table).getByRole('link', { name: 'Skate Cargo Pants' })).toHaveAttribute(
    'href',
    '/product/65b6bd83-c661-4a15-99f0-2677d19e87e0',
  )
  expect(within(table).queryByRole('link', { name: 'Retired Tee' })).not.toBeInTheDocument()
  expect(within(table).getByText('Retired Tee')).toBeInTheDocument()
  // The line total is the server's: two pairs at $79.00.
  expect(within(table).getByText('$158.00')).toBeInTheDocument()
})

/** The text of one money line of the order, by its label ("Total" → "Total$177.99"). */
const moneyLine = (label: string | RegExp) =>
  screen.getByText(label, { selector: 'dt' }).parentElement

test('the totals are the order’s own figures: subtotal, shipping and total, no discount or tax at 0', async () => {
  answerOrder(makeOrder())
  renderDetails()

  expect(await screen.findByText('Subtotal', { selector: 'dt' })).toBeInTheDocument()
  expect(moneyLine('Subtotal')).toHaveTextContent('$177.99')
  expect(moneyLine('Shipping (Standard Shipping)')).toHaveTextContent('Free')
  expect(moneyLine('Total')).toHaveTextContent('$177.99')
  expect(screen.queryByText(/^Discount/, { selector: 'dt' })).not.toBeInTheDocument()
  expect(screen.queryByText('Tax', { selector: 'dt' })).not.toBeInTheDocument()
})

test('an order bought with a code shows the discount with its code, and the tax it paid', async () => {
  answerOrder(
    makeOrder({
      subtotal: 177.99,
      discount: 17.8,
      discountCode: 'WELCOME10',
      shippingCost: 5.99,
      shippingOption: { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimated_days: 5 },
      tax: 14.74,
      totalPrice: 180.92,
    }),
  )
  renderDetails()

  expect(await screen.findByText('Discount (WELCOME10)', { selector: 'dt' })).toBeInTheDocument()
  expect(moneyLine('Discount (WELCOME10)')).toHaveTextContent('-$17.80')
  expect(moneyLine('Shipping (Standard Shipping)')).toHaveTextContent('$5.99')
  expect(moneyLine('Tax')).toHaveTextContent('$14.74')
  expect(moneyLine('Total')).toHaveTextContent('$180.92')
})

test('a demo payment reads Demo payment, and a refunded order says when it was refunded', async () => {
  answerOrder(
    makeOrder({
      paymentProvider: 'demo',
      paymentStatus: 'refunded',
      refundedAt: '2026-03-27T09:00:00.000Z',
    }),
  )
  renderDetails()

  expect(await screen.findByText('Demo payment')).toBeInTheDocument()
  expect(screen.queryByText('PayPal')).not.toBeInTheDocument()
  expect(screen.getByText('Refunded on Mar 27, 2026')).toBeInTheDocument()
  // The payment badge and status never call a refunded order paid.
  expect(screen.queryByText('Approved')).not.toBeInTheDocument()
  expect(screen.queryByText('Paid')).not.toBeInTheDocument()
  expect(screen.getAllByText('Refunded')).toHaveLength(2)
})

test('a partly refunded order says how much of it went back, and what store credit paid', async () => {
  answerOrder(
    makeOrder({
      paymentStatus: 'partially_refunded',
      refundedAmount: 25.5,
      storeCreditApplied: 40,
    }),
  )
  renderDetails()

  expect(await screen.findByText('$25.50 of $177.99 refunded')).toBeInTheDocument()
  // The badge and the status line.
  expect(screen.getAllByText('Partially refunded $25.50')).toHaveLength(2)
  expect(screen.queryByText('Approved')).not.toBeInTheDocument()
  expect(screen.getByText('Paid with store credit:').nextElementSibling).toHaveTextContent('$40.00')
})

test('a PayPal order reads PayPal and says nothing of a refund', async () => {
  answerOrder(makeOrder())
  renderDetails()

  expect(await screen.findByText('PayPal')).toBeInTheDocument()
  expect(screen.queryByText(/Refunded/)).not.toBeInTheDocument()
})

test('an unpaid, undelivered order without a shipping label says Pending, Unpaid and N/A', async () => {
  answerOrder(
    makeOrder({
      isPaid: false,
      shippingOption: { id: 'standard', label: '', cost: 0, estimated_days: null },
    }),
  )
  renderDetails()
  expect(await screen.findByText('Unpaid')).toBeInTheDocument()
  expect(screen.getByText('Pending')).toBeInTheDocument()
  expect(screen.getByText('N/A')).toBeInTheDocument()
})

test('an order that is missing says No Order details found', async () => {
  answerOrder({ message: 'Order not found.' }, 404)
  renderDetails()
  expect(await screen.findByText('No Order details found')).toBeInTheDocument()
})

test('a replacement order says what it is and links the return it ships the exchange of', async () => {
  answerOrder(
    makeOrder({
      paymentMethod: 'Exchange',
      totalPrice: 0,
      replacementFor: { returnId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', number: 'R-7K2M9Q' },
    }),
  )
  renderDetails()

  expect(await screen.findByText('Exchange: nothing to pay')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'R-7K2M9Q' })).toHaveAttribute(
    'href',
    '/returns/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  )
})
