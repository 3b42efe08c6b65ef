import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { RETURN_ORDER_ID, makeReturn } from '../../../testing/return.fixture'
import { MyReturns, NO_RETURNS_MESSAGE } from './my-returns'

const server = setupTestServer(emptyCartHandler)

test('each return shows its number, order, date, items, money and status', async () => {
  const exchange = makeReturn({
    _id: '9a9a9a9a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
    number: 'R-EXCH01',
    status: 'closed',
    refundAmount: 0,
    items: [
      {
        ...(makeReturn().items[0] as ReturnType<typeof makeReturn>['items'][number]),
        exchangeFor: { size: 'L', color: 'Olive' },
        refund: 0,
      },
    ],
  })
  server.use(http.get('/api/returns', () => HttpResponse.json([exchange, makeReturn()])))
  renderWithProviders(<MyReturns userId="customer-1" />)

  const table = await screen.findByRole('table')
  const [, exchangeRow, refundRow] = within(table).getAllByRole('row')
  if (!exchangeRow || !refundRow) throw new Error('Two return rows were expected.')
  expect(within(exchangeRow).getByRole('link', { name: 'R-EXCH01' })).toHaveAttribute(
    'href',
    `/returns/${exchange._id}`,
  )
  expect(within(exchangeRow).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    `/order/${RETURN_ORDER_ID}`,
  )
  expect(exchangeRow).toHaveTextContent('Exchanged')
  expect(exchangeRow).toHaveTextContent('Exchange')
  expect(refundRow).toHaveTextContent('Dec 1, 2026')
  expect(refundRow).toHaveTextContent('1 item')
  expect(refundRow).toHaveTextContent('Refund $79.00')
  expect(refundRow).toHaveTextContent('Requested')
})

test('without returns the list says how to start one', async () => {
  server.use(http.get('/api/returns', () => HttpResponse.json([])))
  renderWithProviders(<MyReturns userId="customer-1" />)

  expect(await screen.findByText(NO_RETURNS_MESSAGE)).toBeInTheDocument()
  expect(screen.getByText(/open its order and choose Return or exchange items/)).toBeVisible()
})
