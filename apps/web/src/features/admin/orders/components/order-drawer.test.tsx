import { refundRefusedMessage, type AdminOrder } from '@shop/shared/admin'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { setupTestServer } from '../../../../testing/msw-server'
import { authStateOf, makeAdminOrder, signedInAdmin } from '../../admin.fixture'
import { formatDateTime } from '../../admin-format'
import { OrderDrawer } from './order-drawer'
import { STATUS_QUESTIONS } from './order-status-select'

/** docs/product-rules.md § Money: the drawer's payment, its figures, refunds and cancel-and-refund. */

const REFUNDED_AT = '2026-03-27T09:15:00.000Z'

let order: AdminOrder
let requests: { method: string; url: string; body: unknown }[] = []

const server = setupTestServer(
  http.get('*/api/admin/orders/:id', () => HttpResponse.json(order)),
  http.post('*/api/admin/orders/:id/refund', async ({ request }) => {
    const body = (await request.json()) as { amount?: number; cancel?: boolean }
    requests.push({ method: 'POST', url: new URL(request.url).pathname, body })
    // As the server does: everything left without an amount, else that part.
    const refundedCents =
      body.amount === undefined
        ? Math.round(order.totalPrice * 100)
        : Math.round(order.refundedAmount * 100) + Math.round(body.amount * 100)
    const isWhole = refundedCents === Math.round(order.totalPrice * 100)
    order = {
      ...order,
      paymentStatus: isWhole ? 'refunded' : 'partially_refunded',
      refundedAmount: refundedCents / 100,
      refundedAt: isWhole ? REFUNDED_AT : null,
      ...(body.cancel ? { status: 'Cancelled' as const } : {}),
    }
    return HttpResponse.json(order)
  }),
  http.put('*/api/admin/orders/:id', async ({ request }) => {
    const body = (await request.json()) as Partial<AdminOrder>
    requests.push({ method: 'PUT', url: new URL(request.url).pathname, body })
    order = { ...order, ...body }
    return HttpResponse.json(order)
  }),
)

beforeEach(() => {
  order = makeAdminOrder()
  requests = []
})

async function openDrawer() {
  const rendered = renderWithProviders(
    <OrderDrawer orderId={order._id} onClose={() => undefined} />,
    {
      preloadedState: { auth: authStateOf(signedInAdmin) },
    },
  )
  const drawer = await screen.findByRole('dialog', { name: 'Order Details' })
  await within(drawer).findByText('#6ec0dcad')
  return { ...rendered, drawer }
}

/** The value the drawer shows beside a label (a <dt> and its <dd>). */
function valueOf(drawer: HTMLElement, label: string): string | null | undefined {
  return within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

test('the payment shows who took it and the server’s figures, discount with its code and tax', async () => {
  order = makeAdminOrder({
    paymentProvider: 'demo',
    subtotal: 158,
    discount: 15.8,
    discountCode: 'WELCOME10',
    shippingOption: { id: 'express', label: 'Express Shipping', cost: 14.99, estimated_days: 2 },
    shippingCost: 14.99,
    tax: 12.51,
    totalPrice: 169.7,
  })
  const { drawer } = await openDrawer()

  expect(valueOf(drawer, 'Payment method')).toBe('Demo payment')
  expect(valueOf(drawer, 'Payment status')).toBe('Paid')
  expect(valueOf(drawer, 'Subtotal')).toBe('$158.00')
  expect(valueOf(drawer, 'Discount (WELCOME10)')).toBe('−$15.80')
  expect(valueOf(drawer, 'Shipping (Express Shipping)')).toBe('$14.99')
  expect(valueOf(drawer, 'Tax')).toBe('$12.51')
  expect(valueOf(drawer, 'Total price')).toBe('$169.70')
})

test('a demo payment is never called PayPal, in the drawer or in the refund question', async () => {
  order = makeAdminOrder({ paymentProvider: 'demo' })
  const { drawer, user } = await openDrawer()

  expect(valueOf(drawer, 'Payment method')).toBe('Demo payment')
  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  expect(
    screen.getByRole('alertdialog', { name: 'Refund the payment?' }),
  ).toHaveAccessibleDescription(
    '$177.99 goes back to the customer as a demo refund; no real money moves. This cannot be undone.',
  )
})

test('without a discount or tax there is no such line; free shipping reads Free', async () => {
  const { drawer } = await openDrawer()

  expect(valueOf(drawer, 'Payment method')).toBe('PayPal')
  expect(valueOf(drawer, 'Shipping (Standard Shipping)')).toBe('Free')
  expect(within(drawer).queryByText(/^Discount/)).not.toBeInTheDocument()
  expect(within(drawer).queryByText('Tax')).not.toBeInTheDocument()
})

test('Refund payment asks first with the amount, then refunds and shows Refunded on the date', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  const question = screen.getByRole('alertdialog', { name: 'Refund the payment?' })
  expect(question).toHaveAccessibleDescription(
    '$177.99 goes back to the customer through PayPal. This cannot be undone.',
  )
  expect(requests).toEqual([])

  await user.click(within(question).getByRole('button', { name: 'Refund $177.99' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent('$177.99 refunded.')
  expect(requests).toEqual([
    { method: 'POST', url: `/api/admin/orders/${order._id}/refund`, body: {} },
  ])
  // The message may paint a moment before the drawer takes the refunded order.
  await waitFor(() => {
    expect(valueOf(drawer, 'Payment status')).toBe('Refunded')
  })
  expect(valueOf(drawer, 'Refunded on')).toBe(formatDateTime(REFUNDED_AT))
  expect(within(drawer).getAllByText('Refunded', { selector: 'span' })).toHaveLength(1)
  expect(within(drawer).queryByRole('button', { name: 'Refund payment' })).not.toBeInTheDocument()
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('the amount field offers everything left: "Refund up to $X", filled in', async () => {
  const { drawer } = await openDrawer()

  const field = within(drawer).getByRole('textbox', { name: 'Amount to refund' })
  expect(field).toHaveValue('177.99')
  expect(field).toHaveAccessibleDescription('Refund up to $177.99.')
})

test('a smaller amount refunds that part: the question names it, the order reads partially refunded', async () => {
  const { drawer, user } = await openDrawer()
  const field = within(drawer).getByRole('textbox', { name: 'Amount to refund' })

  await user.clear(field)
  await user.type(field, '25.50')
  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  const question = screen.getByRole('alertdialog', { name: 'Refund the payment?' })
  expect(question).toHaveAccessibleDescription(
    '$25.50 goes back to the customer through PayPal. This cannot be undone.',
  )
  await user.click(within(question).getByRole('button', { name: 'Refund $25.50' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent('$25.50 refunded.')
  expect(requests).toEqual([
    { method: 'POST', url: `/api/admin/orders/${order._id}/refund`, body: { amount: 25.5 } },
  ])
  await waitFor(() => {
    expect(valueOf(drawer, 'Payment status')).toBe('Partially refunded $25.50')
  })
  expect(valueOf(drawer, 'Refunded amount')).toBe('$25.50')
  expect(within(drawer).getByText('Partially refunded', { selector: 'span' })).toBeInTheDocument()
  // The form starts again at what is left.
  const again = within(drawer).getByRole('textbox', { name: 'Amount to refund' })
  expect(again).toHaveValue('152.49')
  expect(again).toHaveAccessibleDescription('Refund up to $152.49.')
})

test.each([
  ['', 'Amount must be an amount in dollars of at least 0.01, with at most 2 decimals.'],
  ['0', 'Amount must be an amount in dollars of at least 0.01, with at most 2 decimals.'],
  ['12.345', 'Amount must be an amount in dollars of at least 0.01, with at most 2 decimals.'],
  ['ten', 'Amount must be an amount in dollars of at least 0.01, with at most 2 decimals.'],
  ['178', 'Only $177.99 of this order is left to refund.'],
])(
  'an amount of %j is refused in place: %s, and nothing is asked or sent',
  async (typed, message) => {
    const { drawer, user } = await openDrawer()
    const field = within(drawer).getByRole('textbox', { name: 'Amount to refund' })

    await user.clear(field)
    if (typed) await user.type(field, typed)
    await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))

    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(message)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(requests).toEqual([])

    await user.type(field, '1')
    expect(field).toHaveAccessibleDescription('Refund up to $177.99.')
  },
)

test('a partly refunded order shows what went back and offers the rest', async () => {
  order = makeAdminOrder({
    paymentStatus: 'partially_refunded',
    refundedAmount: 77.99,
    storeCreditApplied: 20,
  })
  const { drawer, user } = await openDrawer()

  expect(valueOf(drawer, 'Payment status')).toBe('Partially refunded $77.99')
  expect(valueOf(drawer, 'Refunded amount')).toBe('$77.99')
  expect(valueOf(drawer, 'Paid with store credit')).toBe('$20.00')
  expect(within(drawer).queryByText('Refunded on', { selector: 'dt' })).not.toBeInTheDocument()
  const field = within(drawer).getByRole('textbox', { name: 'Amount to refund' })
  expect(field).toHaveValue('100.00')
  expect(field).toHaveAccessibleDescription('Refund up to $100.00.')

  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  expect(
    screen.getByRole('alertdialog', { name: 'Refund the payment?' }),
  ).toHaveAccessibleDescription(
    '$100.00 goes back to the customer through PayPal. Beyond what was paid through the payment, the part paid with store credit goes back as store credit. This cannot be undone.',
  )
  await user.click(screen.getByRole('button', { name: 'Refund $100.00' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent('$100.00 refunded.')
  // Everything left goes without an amount.
  expect(requests).toEqual([
    { method: 'POST', url: `/api/admin/orders/${order._id}/refund`, body: {} },
  ])
  await waitFor(() => {
    expect(valueOf(drawer, 'Payment status')).toBe('Refunded')
  })
  expect(valueOf(drawer, 'Refunded amount')).toBe('$177.99')
  expect(
    within(drawer).queryByRole('textbox', { name: 'Amount to refund' }),
  ).not.toBeInTheDocument()
})

test('cancelling a partly refunded order offers to refund what is left', async () => {
  order = makeAdminOrder({ paymentStatus: 'partially_refunded', refundedAmount: 77.99 })
  const { drawer, user } = await openDrawer()

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Cancelled')
  const question = screen.getByRole('alertdialog', { name: 'Refund the payment too?' })
  expect(question).toHaveTextContent(
    'This order was paid $177.99 through PayPal; $77.99 of it was refunded already, $100.00 is left.',
  )
  await user.click(within(question).getByRole('button', { name: 'Cancel and refund $100.00' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Cancelled. $100.00 refunded.',
  )
  expect(requests).toEqual([
    { method: 'POST', url: `/api/admin/orders/${order._id}/refund`, body: { cancel: true } },
  ])
})

test('Keep the payment closes the question and refunds nothing', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  await user.click(screen.getByRole('button', { name: 'Keep the payment' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument()
  expect(requests).toEqual([])
  expect(valueOf(drawer, 'Payment status')).toBe('Paid')
})

test('a refund PayPal refuses shows the server’s message and the order stays paid', async () => {
  const message = refundRefusedMessage('paypal', 'REFUND_TIME_LIMIT_EXCEEDED')
  server.use(
    http.post('*/api/admin/orders/:id/refund', () =>
      HttpResponse.json({ message }, { status: 502 }),
    ),
  )
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Refund payment' }))
  await user.click(screen.getByRole('button', { name: 'Refund $177.99' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    'PayPal refused the refund: the payment is too old to be refunded (REFUND_TIME_LIMIT_EXCEEDED). Nothing was changed.',
  )
  expect(valueOf(drawer, 'Payment status')).toBe('Paid')
  expect(within(drawer).getByRole('button', { name: 'Refund payment' })).toBeEnabled()
})

test('a refunded order shows when, and offers no refund', async () => {
  order = makeAdminOrder({ paymentStatus: 'refunded', refundedAt: REFUNDED_AT })
  const { drawer } = await openDrawer()

  expect(valueOf(drawer, 'Payment status')).toBe('Refunded')
  expect(valueOf(drawer, 'Refunded on')).toBe(formatDateTime(REFUNDED_AT))
  expect(within(drawer).queryByRole('button', { name: 'Refund payment' })).not.toBeInTheDocument()
})

test.each([
  ['Processing', ['Processing', 'Cancelled']],
  ['Shipped', ['Shipped', 'Delivered', 'Cancelled']],
  ['Delivered', ['Delivered', 'Cancelled']],
  ['Cancelled', ['Cancelled']],
] as const)(
  'a refunded %s order offers only the statuses it may still take: %j',
  async (status, offered) => {
    order = makeAdminOrder({ paymentStatus: 'refunded', refundedAt: REFUNDED_AT, status })
    const { drawer } = await openDrawer()
    const select = within(drawer).getByRole('combobox', { name: 'Status' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(offered)
  },
)

test('cancelling a paid order asks whether to refund too; cancel and refund is one request', async () => {
  const { drawer, user } = await openDrawer()
  const select = within(drawer).getByRole('combobox', { name: 'Status' })

  await user.selectOptions(select, 'Cancelled')
  const question = screen.getByRole('alertdialog', { name: 'Refund the payment too?' })
  expect(question).toHaveTextContent('This order was paid $177.99 through PayPal.')
  await user.click(within(question).getByRole('button', { name: 'Cancel and refund $177.99' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Cancelled. $177.99 refunded.',
  )
  expect(requests).toEqual([
    { method: 'POST', url: `/api/admin/orders/${order._id}/refund`, body: { cancel: true } },
  ])
  await waitFor(() => {
    expect(valueOf(drawer, 'Payment status')).toBe('Refunded')
  })
  expect(select).toHaveValue('Cancelled')
})

test('Cancel only cancels with the status change alone and keeps the payment', async () => {
  const { drawer, user } = await openDrawer()

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Cancelled')
  await user.click(screen.getByRole('button', { name: 'Cancel only' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Cancelled.',
  )
  expect(requests).toEqual([
    { method: 'PUT', url: `/api/admin/orders/${order._id}`, body: { status: 'Cancelled' } },
  ])
  expect(valueOf(drawer, 'Payment status')).toBe('Paid')
  expect(within(drawer).getByRole('button', { name: 'Refund payment' })).toBeInTheDocument()
})

test('Go back leaves the order as it was', async () => {
  const { drawer, user } = await openDrawer()
  const select = within(drawer).getByRole('combobox', { name: 'Status' })

  await user.selectOptions(select, 'Cancelled')
  await user.click(screen.getByRole('button', { name: 'Go back' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(select).toHaveValue('Processing')
  expect(requests).toEqual([])
})

test('a cancel and refund PayPal refuses shows its message and keeps the order open and paid', async () => {
  const message = refundRefusedMessage('paypal', 'REFUND_FAILED_INSUFFICIENT_FUNDS')
  server.use(
    http.post('*/api/admin/orders/:id/refund', () =>
      HttpResponse.json({ message }, { status: 502 }),
    ),
  )
  const { drawer, user } = await openDrawer()
  const select = within(drawer).getByRole('combobox', { name: 'Status' })

  await user.selectOptions(select, 'Cancelled')
  await user.click(screen.getByRole('button', { name: 'Cancel and refund $177.99' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(message)
  await expect.poll(() => (select as HTMLSelectElement).value).toBe('Processing')
  expect(valueOf(drawer, 'Payment status')).toBe('Paid')
})

test('cancelling an order whose payment was already refunded asks only whether to cancel', async () => {
  order = makeAdminOrder({ paymentStatus: 'refunded', refundedAt: REFUNDED_AT })
  const { drawer, user } = await openDrawer()

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Cancelled')
  const question = screen.getByRole('alertdialog', { name: 'Cancel this order?' })
  expect(question).toHaveTextContent(STATUS_QUESTIONS.Cancelled.explanation)
  await user.click(within(question).getByRole('button', { name: 'Cancel the order' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Cancelled.',
  )
  expect(requests).toEqual([
    { method: 'PUT', url: `/api/admin/orders/${order._id}`, body: { status: 'Cancelled' } },
  ])
})

test('Delivered asks first; Go back sends nothing and the select shows the old status', async () => {
  const { drawer, user } = await openDrawer()
  const select = within(drawer).getByRole('combobox', { name: 'Status' })

  await user.selectOptions(select, 'Delivered')
  const question = screen.getByRole('alertdialog', { name: 'Mark this order as delivered?' })
  expect(question).toHaveTextContent('cannot be undone quietly')
  await user.click(within(question).getByRole('button', { name: 'Go back' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(select).toHaveValue('Processing')
  expect(requests).toEqual([])
})

test('a confirmed Delivered sends the status change once', async () => {
  const { drawer, user } = await openDrawer()

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Delivered')
  await user.click(screen.getByRole('button', { name: 'Mark as delivered' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Delivered.',
  )
  expect(requests).toEqual([
    { method: 'PUT', url: `/api/admin/orders/${order._id}`, body: { status: 'Delivered' } },
  ])
})

test('Shipped saves without a question', async () => {
  const { drawer, user } = await openDrawer()

  await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Status' }), 'Shipped')

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Order status is now Shipped.',
  )
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
})

test('the drawer names the shipping method, its cost and its days', async () => {
  order = makeAdminOrder({
    shippingOption: { id: 'express', label: 'Express Shipping', cost: 14.99, estimated_days: 2 },
    shippingCost: 14.99,
  })
  const { drawer } = await openDrawer()

  const section = within(drawer)
    .getByRole('heading', { name: 'Shipping method' })
    .closest('section')
  if (!section) throw new Error('No shipping section.')
  expect(section).toHaveTextContent('Express Shipping · $14.99 · 2 business days')
})

test('a replacement order links the return whose exchange it ships', async () => {
  order = makeAdminOrder({
    paymentMethod: 'Exchange',
    replacementFor: { returnId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', number: 'R-7K2M9Q' },
  })
  const { drawer } = await openDrawer()

  const exchange = within(drawer).getByText(/^Ships the exchange of return/)
  expect(exchange).toHaveTextContent('Ships the exchange of return R-7K2M9Q: nothing to pay.')
  expect(within(exchange).getByRole('link', { name: 'R-7K2M9Q' })).toHaveAttribute(
    'href',
    '/admin/returns?return=7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  )
})
