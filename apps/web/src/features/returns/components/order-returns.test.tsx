import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import {
  RETURN_ORDER_ID,
  makeReturn,
  makeReturnableLine,
  makeReturnableOrder,
} from '../../../testing/return.fixture'
import { OrderReturns } from './order-returns'

const server = setupTestServer(emptyCartHandler)

const answer = (returnable: object, returns: object[]) => {
  server.use(
    http.get('/api/orders/:id/returnable', () => HttpResponse.json(returnable)),
    http.get('/api/returns', () => HttpResponse.json(returns)),
  )
}

const renderPanel = () =>
  renderWithProviders(<OrderReturns orderId={RETURN_ORDER_ID} userId="customer-1" />)

test('while units can go back the order offers the return flow with its deadline', async () => {
  answer(makeReturnableOrder({ deadline: '2026-12-27T12:00:00.000Z' }), [])
  renderPanel()

  expect(await screen.findByRole('link', { name: 'Return or exchange items' })).toHaveAttribute(
    'href',
    `/order/${RETURN_ORDER_ID}/return`,
  )
  expect(screen.getByText('Return by December 27, 2026')).toBeInTheDocument()
})

test('the order lists its own returns with status and money, each linking to its slip', async () => {
  const mine = makeReturn({ status: 'approved' })
  const otherOrders = makeReturn({
    _id: '9a9a9a9a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
    number: 'R-OTHER1',
    orderId: '11111111-60b5-4ac4-87b7-67c49ad43450',
  })
  answer(
    makeReturnableOrder({
      deadline: '2026-01-10T12:00:00.000Z',
      lines: [makeReturnableLine({ returnable: 0 })],
    }),
    [otherOrders, mine],
  )
  renderPanel()

  const section = await screen.findByRole('region', { name: 'Returns and exchanges' })
  expect(within(section).getByRole('link', { name: 'R-7K2M9Q' })).toHaveAttribute(
    'href',
    `/returns/${mine._id}`,
  )
  expect(within(section).getByText('Approved: send the parcel')).toBeInTheDocument()
  expect(within(section).getByText('Refund $79.00')).toBeInTheDocument()
  expect(within(section).queryByText('R-OTHER1')).not.toBeInTheDocument()
  expect(within(section).queryByRole('link', { name: 'Return or exchange items' })).toBeNull()
  expect(within(section).getByText('The return window closed on January 10, 2026.')).toBeVisible()
})

test('an order not shipped and never returned shows nothing of returns', async () => {
  let asked = 0
  server.use(
    http.get('/api/orders/:id/returnable', () => {
      asked += 1
      return HttpResponse.json({ deadline: null, lines: [makeReturnableLine({ returnable: 0 })] })
    }),
    http.get('/api/returns', () => HttpResponse.json([])),
  )
  const { container } = renderPanel()

  await expect.poll(() => asked).toBe(1)
  expect(container).toBeEmptyDOMElement()
})
