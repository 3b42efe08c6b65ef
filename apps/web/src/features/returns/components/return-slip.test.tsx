import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { emptyCartHandler, TEST_SHOP_SETTINGS } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { makeReturn } from '../../../testing/return.fixture'
import { ReturnSlip } from './return-slip'

const server = setupTestServer(emptyCartHandler)

const RETURN_ADDRESS = 'Slide Returns\n12 Dock Road\nPortland, OR 97201'

const answerReturn = (body: object) => {
  server.use(http.get('/api/returns/:id', () => HttpResponse.json(body)))
}
const answerAddress = (returnAddress?: string) => {
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ ...TEST_SHOP_SETTINGS, returnAddress })),
  )
}

const renderSlip = () =>
  renderWithProviders(<ReturnSlip id={makeReturn()._id} />, {
    route: `/returns/${makeReturn()._id}`,
  })

afterEach(() => {
  vi.restoreAllMocks()
})

test('the slip shows the number large, a QR code of it, the items and where to send them', async () => {
  answerAddress(RETURN_ADDRESS)
  answerReturn(
    makeReturn({
      items: [
        makeReturn().items[0] as ReturnType<typeof makeReturn>['items'][number],
        {
          orderItemId: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e62',
          productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
          name: 'Skate Cargo Pants',
          size: 'M',
          color: 'Olive',
          quantity: 1,
          reason: 'too_large',
          exchangeFor: { size: 'S', color: 'Olive' },
          refund: 0,
        },
      ],
    }),
  )
  renderSlip()

  expect(await screen.findByRole('heading', { name: 'R-7K2M9Q' })).toBeInTheDocument()
  // The QR library is a lazy chunk of its own: the code arrives after the slip.
  const code = await screen.findByRole('img', { name: 'QR code of R-7K2M9Q' })
  expect(code.tagName.toLowerCase()).toBe('svg')
  expect(code.querySelector('path')).not.toBeNull()
  const table = screen.getByRole('table')
  expect(within(table).getByText('Too small')).toBeInTheDocument()
  expect(within(table).getByText('Money back')).toBeInTheDocument()
  expect(within(table).getByText('Too large')).toBeInTheDocument()
  expect(within(table).getByText('Exchange for Size S, Olive')).toBeInTheDocument()
  expect(screen.getByText('Refund to your original payment').parentElement).toHaveTextContent(
    '$79.00',
  )
  expect(screen.getByText('Requested')).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Send the parcel to' })).toBeInTheDocument()
  expect(await screen.findByText(/12 Dock Road/)).toHaveTextContent(
    'Slide Returns 12 Dock Road Portland, OR 97201',
  )
})

test('Print slip prints the page', async () => {
  answerReturn(makeReturn())
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
  const { user } = renderSlip()

  await user.click(await screen.findByRole('button', { name: 'Print slip' }))
  expect(print).toHaveBeenCalledOnce()
})

test('a requested return is cancelled once the customer confirms it', async () => {
  let ret = makeReturn()
  server.use(
    http.get('/api/returns/:id', () => HttpResponse.json(ret)),
    http.post('/api/returns/:id/cancel', () => {
      ret = makeReturn({ status: 'cancelled' })
      return HttpResponse.json(ret)
    }),
  )
  const { user } = renderSlip()

  await user.click(await screen.findByRole('button', { name: 'Cancel return' }))
  const confirm = screen.getByRole('group', { name: 'Cancel this return?' })
  await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
  expect(ret.status).toBe('requested')

  await user.click(screen.getByRole('button', { name: 'Cancel return' }))
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the return' }))

  expect(await screen.findByText('You cancelled this return.')).toBeInTheDocument()
  expect(screen.getByText('Cancelled')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Cancel return' })).not.toBeInTheDocument()
  // Nothing is to be sent any more: no slip to print, no address.
  expect(screen.queryByRole('button', { name: 'Print slip' })).not.toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Send the parcel to' })).not.toBeInTheDocument()
})

test('an approved return cannot be cancelled, and without an address the slip says to write', async () => {
  answerAddress(undefined)
  answerReturn(makeReturn({ status: 'approved', shopNote: 'Use any carrier.' }))
  renderSlip()

  expect(await screen.findByText('Approved: send the parcel')).toBeInTheDocument()
  expect(screen.getByText(/Use any carrier\./)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Cancel return' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Write to us for the return address' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('a return that is not the customer’s reads as not found', async () => {
  server.use(
    http.get('/api/returns/:id', () =>
      HttpResponse.json({ message: 'Return not found.' }, { status: 404 }),
    ),
  )
  renderSlip()

  expect(await screen.findByText('No return found')).toBeInTheDocument()
})
