import {
  ORDER_DELETED_MESSAGE,
  ORDER_STOCK_RESTORE_CONFLICT_MESSAGE,
  type AdminOrder,
} from '@shop/shared/admin'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { authStateOf, makeAdminOrder, signedInAdmin } from '../../../features/admin/admin.fixture'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { setupTestServer } from '../../../testing/msw-server'
import { OrdersRoute } from './orders-route'

const paid = makeAdminOrder()
const orphan = makeAdminOrder({
  _id: 'b1e2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d',
  user: null,
  totalPrice: 40,
  status: 'Shipped',
  trackingNumber: '1Z999AA10123456784',
})

let orders: AdminOrder[] = []
const server = setupTestServer(
  http.get('*/api/admin/orders', () => HttpResponse.json(orders)),
  http.get('*/api/admin/orders/:id', ({ params }) => {
    const order = orders.find((listed) => listed._id === params.id)
    return order
      ? HttpResponse.json(order)
      : HttpResponse.json({ message: 'Order not found.' }, { status: 404 })
  }),
)
beforeEach(() => {
  orders = [paid, orphan]
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function renderOrders(route = '/admin/orders') {
  return renderWithProviders(
    <>
      <OrdersRoute />
      <Toaster />
    </>,
    { route, preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
}

const rowOf = async (shortId: string) => {
  const button = await screen.findByRole('button', { name: shortId })
  const row = button.closest('tr')
  if (!row) throw new Error(`No row for ${shortId}`)
  return row
}

async function openOrder(shortId: string) {
  const rendered = renderOrders()
  await rendered.user.click(await screen.findByRole('button', { name: shortId }))
  const drawer = await screen.findByRole('dialog', { name: 'Order Details' })
  await within(drawer).findByText(shortId)
  return { ...rendered, drawer }
}

test('the table lists Order ID, Customer, Total Price, Status and Tracking', async () => {
  renderOrders()

  const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent)
  expect(headers).toEqual(['Order ID', 'Customer', 'Total Price', 'Status', 'Tracking'])
  const first = await rowOf('#6ec0dcad')
  expect(first).toHaveTextContent('Maya Lindqvist')
  expect(first).toHaveTextContent('$177.99')
  expect(first).toHaveTextContent('Processing')
  const second = await rowOf('#b1e2c3d4')
  expect(second).toHaveTextContent('N/A')
  expect(second).toHaveTextContent('$40.00')
  expect(second).toHaveTextContent('Shipped')
  expect(second).toHaveTextContent('1Z999AA10123456784')
})

test('each order shows the day it was placed under its id, and that column sorts by it', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/orders', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(orders)
    }),
  )
  const { user, router } = renderOrders()

  expect(await rowOf('#6ec0dcad')).toHaveTextContent('Mar 25, 2026')
  const header = screen.getByRole('columnheader', { name: /Order ID/ })
  expect(header).toHaveAttribute('aria-sort', 'descending')
  await user.click(within(header).getByRole('button', { name: 'Order ID, by date placed' }))

  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('createdAt')
  expect(router.state.location.search).toBe('?sort=createdAt')
  expect(header).toHaveAttribute('aria-sort', 'ascending')
})

test('a refunded order shows a Refunded badge beside its status; a paid one none', async () => {
  orders = [
    paid,
    {
      ...orphan,
      status: 'Delivered',
      paymentStatus: 'refunded',
      refundedAt: '2026-03-27T09:15:00.000Z',
    },
  ]
  renderOrders()

  const refunded = await rowOf('#b1e2c3d4')
  expect(within(refunded).getByText('Delivered')).toBeInTheDocument()
  expect(within(refunded).getByText('Refunded')).toBeInTheDocument()
  expect(within(await rowOf('#6ec0dcad')).queryByText('Refunded')).not.toBeInTheDocument()
})

test('an empty list reads No orders found.', async () => {
  orders = []
  renderOrders()

  expect(await screen.findByText('No orders found.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('clicking an order opens a drawer with its details, and Close closes it', async () => {
  const { drawer, user } = await openOrder('#6ec0dcad')

  expect(within(drawer).getByText('Maya Lindqvist', { selector: 'p' })).toBeInTheDocument()
  expect(within(drawer).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
    'href',
    'mailto:maya@example.com',
  )
  expect(within(drawer).getByText(/350 5th Ave/)).toHaveTextContent(
    'Maya Lindqvist350 5th AveNew York, NY 10001United States212 555 0100',
  )
  expect(within(drawer).getByText('Payment method').nextSibling).toHaveTextContent('PayPal')
  expect(within(drawer).getByText('Payment status').nextSibling).toHaveTextContent('Paid')
  expect(within(drawer).getByText('Total price').nextSibling).toHaveTextContent('$177.99')
  expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('Processing')
  expect(within(drawer).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('')
  const items = within(drawer).getAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Skate Cargo Pants')
  expect(items[0]).toHaveTextContent('M · Olive · 2 × $79.00')
  expect(items[0]).toHaveTextContent('$158.00')
  expect(items[1]).toHaveTextContent('Retired Tee')

  await user.click(within(drawer).getByRole('button', { name: 'Close order details' }))
  expect(screen.queryByRole('dialog', { name: 'Order Details' })).not.toBeInTheDocument()
})

test('a link with ?order= opens that order’s drawer', async () => {
  renderOrders(`/admin/orders?order=${orphan._id}`)

  const drawer = await screen.findByRole('dialog', { name: 'Order Details' })
  expect(await within(drawer).findByText('#b1e2c3d4')).toBeInTheDocument()
  expect(within(drawer).getByRole('textbox', { name: 'Tracking number' })).toHaveValue(
    '1Z999AA10123456784',
  )
})

test('an order that cannot be loaded reads Failed to load order details', async () => {
  server.use(
    http.get('*/api/admin/orders/:id', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  const { user } = renderOrders()

  await user.click(await screen.findByRole('button', { name: '#6ec0dcad' }))

  const drawer = await screen.findByRole('dialog', { name: 'Order Details' })
  expect(await within(drawer).findByRole('alert')).toHaveTextContent('Failed to load order details')
})

test('picking a status saves it, says so in the drawer, and the drawer and the table show the server’s answer', async () => {
  let received: unknown
  server.use(
    http.put(`*/api/admin/orders/${paid._id}`, async ({ request }) => {
      received = await request.json()
      return HttpResponse.json({
        ...paid,
        status: 'Delivered',
        isDelivered: true,
        deliveredAt: '2026-03-30T10:00:00.000Z',
      })
    }),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Delivered')
  await user.click(screen.getByRole('button', { name: 'Mark as delivered' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Delivered.',
  )
  expect(received).toEqual({ status: 'Delivered' })
  expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('Delivered')
  expect(await rowOf('#6ec0dcad')).toHaveTextContent('Delivered')
})

test('saving a tracking number shows the order as Shipped with that number, as the server answers', async () => {
  let received: unknown
  server.use(
    http.put(`*/api/admin/orders/${paid._id}`, async ({ request }) => {
      received = await request.json()
      return HttpResponse.json({ ...paid, status: 'Shipped', trackingNumber: '1Z12345E0205271688' })
    }),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')
  const save = within(drawer).getByRole('button', { name: 'Save' })
  expect(save).toBeDisabled()

  await user.type(
    within(drawer).getByRole('textbox', { name: 'Tracking number' }),
    ' 1Z12345E0205271688 ',
  )
  await user.click(save)

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Tracking number saved. The order is Shipped.',
  )
  expect(received).toEqual({ trackingNumber: '1Z12345E0205271688' })
  expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('Shipped')
  expect(within(drawer).getByRole('textbox', { name: 'Tracking number' })).toHaveValue(
    '1Z12345E0205271688',
  )
  const row = await rowOf('#6ec0dcad')
  expect(row).toHaveTextContent('Shipped')
  expect(row).toHaveTextContent('1Z12345E0205271688')
})

test('a status change the server refuses shows its message and keeps the old status', async () => {
  orders = [{ ...paid, status: 'Cancelled' }, orphan]
  server.use(
    http.put(`*/api/admin/orders/${paid._id}`, () =>
      HttpResponse.json({ message: ORDER_STOCK_RESTORE_CONFLICT_MESSAGE }, { status: 409 }),
    ),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')
  const select = within(drawer).getByRole('combobox', { name: 'Status' })

  await user.selectOptions(select, 'Processing')

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    ORDER_STOCK_RESTORE_CONFLICT_MESSAGE,
  )
  await expect.poll(() => (select as HTMLSelectElement).value).toBe('Cancelled')
})

test('delete asks first, then removes the order, closes the drawer and says so', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
  let deleted = ''
  server.use(
    http.delete('*/api/admin/orders/:id', ({ params }) => {
      deleted = String(params.id)
      return HttpResponse.json({ message: ORDER_DELETED_MESSAGE })
    }),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')

  await user.click(within(drawer).getByRole('button', { name: 'Delete Order' }))

  expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this order?')
  expect(await screen.findByText(ORDER_DELETED_MESSAGE)).toBeInTheDocument()
  expect(deleted).toBe(paid._id)
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Order Details' })).toBeNull()
  expect(screen.queryByRole('button', { name: '#6ec0dcad' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: '#b1e2c3d4' })).toBeInTheDocument()
})

test('a delete that is not confirmed keeps the order', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(false)
  let calls = 0
  server.use(
    http.delete('*/api/admin/orders/:id', () => {
      calls += 1
      return HttpResponse.json({ message: ORDER_DELETED_MESSAGE })
    }),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')

  await user.click(within(drawer).getByRole('button', { name: 'Delete Order' }))

  expect(calls).toBe(0)
  expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument()
})

test('a delete the server refuses keeps the drawer open and says why', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  server.use(
    http.delete('*/api/admin/orders/:id', () =>
      HttpResponse.json({ message: 'Order not found.' }, { status: 404 }),
    ),
  )
  const { drawer, user } = await openOrder('#6ec0dcad')

  await user.click(within(drawer).getByRole('button', { name: 'Delete Order' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent('Order not found.')
  expect(screen.getByRole('button', { name: '#6ec0dcad' })).toBeInTheDocument()
})

test('search, status and dates are sent with the page; the drawer opens beside them', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/orders', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(orders, { headers: { 'X-Total-Count': '52' } })
    }),
  )
  const { user, router } = renderOrders('/admin/orders?status=Shipped&from=2026-03-01')
  await rowOf('#6ec0dcad')

  expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
    page: '1',
    limit: '25',
    sort: '-createdAt',
    status: 'Shipped',
    from: '2026-03-01',
  })
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Shipped')
  expect(screen.getByLabelText('Placed from')).toHaveValue('2026-03-01')
  expect(screen.getByText('52 orders')).toBeInTheDocument()
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: /Next/ }))
  await expect.poll(() => asked.at(-1)?.get('page')).toBe('2')
  await user.click(await screen.findByRole('button', { name: '#6ec0dcad' }))

  await screen.findByRole('dialog', { name: 'Order Details' })
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
    status: 'Shipped',
    from: '2026-03-01',
    page: '2',
    order: paid._id,
  })
})
