import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { makeOrder } from '../../../testing/order.fixture'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { MyOrders } from './my-orders'

const server = setupTestServer(emptyCartHandler)

const answerOrders = (body: object, status = 200) => {
  server.use(http.get('/api/orders/my-orders', () => HttpResponse.json(body, { status })))
}

const renderOrders = () => renderWithProviders(<MyOrders />)

test('each order shows its short id, date, city and country, item count, total and status', async () => {
  const unpaid = makeOrder({
    _id: 'a1b2c3d4-0000-4000-8000-000000000000',
    isPaid: false,
    shippingAddress: { ...makeOrder().shippingAddress, city: '', country: '' },
    totalPrice: 19.5,
  })
  answerOrders([makeOrder(), unpaid])
  renderOrders()

  const table = await screen.findByRole('table')
  const [, paidRow, pendingRow] = within(table).getAllByRole('row')
  if (!paidRow || !pendingRow) throw new Error('Two order rows were expected.')
  expect(within(paidRow).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    '/order/6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
  )
  expect(paidRow).toHaveTextContent('New York, United States')
  expect(paidRow).toHaveTextContent('3')
  expect(paidRow).toHaveTextContent('$177.99')
  expect(paidRow).toHaveTextContent('Paid')
  expect(paidRow).toHaveTextContent(/Mar 25, 2026, \d{1,2}:\d{2}/)
  expect(pendingRow).toHaveTextContent('N/A')
  expect(pendingRow).toHaveTextContent('$19.50')
  expect(pendingRow).toHaveTextContent('Pending')
})

test('a refunded order reads Refunded, not Paid', async () => {
  answerOrders([makeOrder({ paymentStatus: 'refunded', refundedAt: '2026-03-27T09:00:00.000Z' })])
  renderOrders()

  const table = await screen.findByRole('table')
  const [, row] = within(table).getAllByRole('row')
  expect(row).toHaveTextContent('Refunded')
  expect(row).not.toHaveTextContent('Paid')
})

test('a partly refunded order reads Partially refunded with the amount', async () => {
  answerOrders([makeOrder({ paymentStatus: 'partially_refunded', refundedAmount: 25.5 })])
  renderOrders()

  const table = await screen.findByRole('table')
  const [, row] = within(table).getAllByRole('row')
  expect(row).toHaveTextContent('Partially refunded $25.50')
  expect(row).not.toHaveTextContent('Paid')
})

test('with no orders the list says so', async () => {
  answerOrders([])
  renderOrders()
  expect(await screen.findByText('You have no orders')).toBeInTheDocument()
})

test('while loading it says Loading..., and a failure shows the server’s message', async () => {
  answerOrders({ message: 'Database is asleep' }, 500)
  renderOrders()
  expect(screen.getByText('Loading...')).toBeInTheDocument()
  expect(await screen.findByText('Error: Database is asleep')).toBeInTheDocument()
})
