import { ORDER_HAS_RETURNS_MESSAGE, type AdminOrder } from '@shop/shared/admin'
import {
  RETURN_EXCHANGED_UNIT_REFUND_MESSAGE,
  RETURN_ORDER_CANCELLED_MESSAGE,
  RETURN_REJECT_NOTE_MESSAGE,
  type AdminReturn,
  type Return,
} from '@shop/shared/returns'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  auditEntries,
  mailOutbox,
  orders,
  productVariants,
  storeCreditEntries,
  users,
} from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import {
  seedDeliveredOrder,
  seedReturnCatalogue,
  setStock,
  stockOf,
} from '../../testing/return-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { createDemoProvider } from '../payments/demo-provider.js'
import type { PaymentProvider, RefundInput } from '../payments/payment-provider.js'
import { queuedMails } from '../../testing/queued-mails.js'

/** docs/decisions/032-returns-and-exchanges.md: the back office's steps and the settlement. */

/** The demo provider, keeping the refunds it is asked for. */
function countingDemoProvider(shared: PaymentProvider = createDemoProvider()) {
  const refundCalls: RefundInput[] = []
  const provider: PaymentProvider = {
    ...shared,
    refundPayment: (input) => {
      refundCalls.push(input)
      return shared.refundPayment(input)
    },
  }
  return { provider, refundCalls }
}

let t: TestApp
let admin: TestUser
let buyer: TestUser
let demo: ReturnType<typeof countingDemoProvider>
let catalogue: { tee: string; hoodie: string }

beforeAll(async () => {
  demo = countingDemoProvider()
  t = await createTestApp({}, { paymentProvider: demo.provider })
  admin = await createTestUser(t, { role: 'admin' })
  buyer = await createTestUser(t, { name: 'Ada' })
  catalogue = await seedReturnCatalogue(t.db)
})

beforeEach(() => {
  demo.refundCalls.length = 0
})

afterAll(async () => {
  await t.close()
})

const order = () => seedDeliveredOrder(t.db, { userId: buyer.user.id, ...catalogue })

async function startReturn(payload: object): Promise<Return> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/returns',
    headers: buyer.headers,
    payload,
  })
  expect(response.statusCode).toBe(201)
  return response.json<Return>()
}

const step = (id: string, payload: object, headers: object = admin.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/returns/${id}`, headers: { ...headers }, payload })

async function adminOrder(id: string): Promise<AdminOrder> {
  return (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: admin.headers })).json()
}

async function balanceOf(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ cents: users.storeCreditCents })
    .from(users)
    .where(eq(users.id, userId))
  return row?.cents ?? 0
}

async function mailKindsAbout(returnId: string): Promise<string[]> {
  const rows = await t.db
    .select({ kind: mailOutbox.kind, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, buyer.user.email))
    .orderBy(mailOutbox.createdAt)
  return rows
    .filter((row) => (row.payload as { returnId?: string }).returnId === returnId)
    .map((row) => row.kind)
}

/** One tee back for money, one tee exchanged for L. */
async function refundAndExchange() {
  const placed = await order()
  const made = await startReturn({
    orderId: placed.orderId,
    items: [{ orderItemId: placed.teeLine, quantity: 1, reason: 'too_small' }],
    resolution: 'refund',
  })
  return { placed, made }
}

describe('approve, reject, receive', () => {
  test('received restocks once, refunds the amount through the provider and closes the return', async () => {
    const { placed, made } = await refundAndExchange()
    const mBefore = await stockOf(t.db, catalogue.tee, 'M')

    const approved = await step(made._id, { status: 'approved', note: 'Send it in any box.' })
    expect(approved.statusCode).toBe(200)
    expect(approved.json<AdminReturn>()).toMatchObject({
      status: 'approved',
      shopNote: 'Send it in any box.',
      customer: { name: 'Ada', email: buyer.user.email },
    })

    const received = await step(made._id, { status: 'received' })
    expect(received.statusCode).toBe(200)
    expect(received.json<AdminReturn>()).toMatchObject({ status: 'closed', refundAmount: 19.6 })
    expect(await stockOf(t.db, catalogue.tee, 'M')).toBe(mBefore + 1)
    expect(demo.refundCalls).toEqual([
      expect.objectContaining({ amountCents: 1960, requestId: `return-${made._id}` }),
    ])
    expect(await adminOrder(placed.orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 19.6,
    })

    // Asked again: nothing moves twice.
    const repeat = await step(made._id, { status: 'received' })
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json<AdminReturn>().status).toBe('closed')
    expect(await stockOf(t.db, catalogue.tee, 'M')).toBe(mBefore + 1)
    expect(demo.refundCalls).toHaveLength(1)
    expect((await adminOrder(placed.orderId)).refundedAmount).toBe(19.6)

    expect(await mailKindsAbout(made._id)).toEqual([
      'return_requested',
      'return_approved',
      'return_received',
    ])
    const audit = await t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, made._id))
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'return.approve',
      'return.receive',
      'return.settle',
    ])
  })

  test('store credit: the amount is credited to the customer once, with the return named', async () => {
    const placed = await order()
    const made = await startReturn({
      orderId: placed.orderId,
      items: [{ orderItemId: placed.hoodieLine, quantity: 1, reason: 'not_as_described' }],
      resolution: 'store_credit',
    })
    const before = await balanceOf(buyer.user.id)
    await step(made._id, { status: 'approved' })
    await step(made._id, { status: 'received' })
    await step(made._id, { status: 'received' })
    expect(await balanceOf(buyer.user.id)).toBe(before + 4410)
    expect(demo.refundCalls).toEqual([])
    const entries = await t.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.returnId, made._id))
    expect(entries.map((entry) => entry.amountCents)).toEqual([4410])
  })

  test('an exchange becomes a replacement order with nothing to pay, linked to the return', async () => {
    const placed = await order()
    const lBefore = await stockOf(t.db, catalogue.tee, 'L')
    const made = await startReturn({
      orderId: placed.orderId,
      items: [
        {
          orderItemId: placed.teeLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(lBefore - 1)
    await step(made._id, { status: 'approved' })
    const closed = (await step(made._id, { status: 'received' })).json<AdminReturn>()
    expect(closed.status).toBe('closed')
    const replacementId = closed.items[0]?.replacementOrderId
    expect(replacementId).toBeDefined()
    const replacement = await adminOrder(replacementId ?? '')
    expect(replacement).toMatchObject({
      status: 'Processing',
      isPaid: true,
      totalPrice: 0,
      orderItems: [expect.objectContaining({ name: 'Return Test Tee', size: 'L', quantity: 1 })],
    })
    expect(replacement.shippingAddress).toEqual((await adminOrder(placed.orderId)).shippingAddress)
    // Linked both ways: the return names its replacement, the replacement its return.
    expect(replacement.replacementFor).toEqual({ returnId: made._id, number: made.number })
    const customerView = await t.app.inject({
      url: `/api/orders/${replacementId ?? ''}`,
      headers: buyer.headers,
    })
    expect(customerView.json<AdminOrder>().replacementFor).toEqual({
      returnId: made._id,
      number: made.number,
    })
    expect((await adminOrder(placed.orderId)).replacementFor).toBeUndefined()
    // The held unit ships; nothing more is taken, nothing refunded.
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(lBefore - 1)
    expect(demo.refundCalls).toEqual([])
    await step(made._id, { status: 'received' })
    const again = (
      await t.app.inject({ url: `/api/admin/returns/${made._id}`, headers: admin.headers })
    ).json<AdminReturn>()
    expect(again.items[0]?.replacementOrderId).toBe(replacementId)
  })

  test('rejecting needs a note, tells the customer and frees the held size', async () => {
    const placed = await order()
    await setStock(t.db, catalogue.tee, 'L', 2)
    const lBefore = await stockOf(t.db, catalogue.tee, 'L')
    const made = await startReturn({
      orderId: placed.orderId,
      items: [
        {
          orderItemId: placed.teeLine,
          quantity: 1,
          reason: 'changed_mind',
          exchangeFor: { size: 'L', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    const noNote = await step(made._id, { status: 'rejected' })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json()).toEqual({ message: RETURN_REJECT_NOTE_MESSAGE })
    const rejected = await step(made._id, { status: 'rejected', note: 'The tee was worn.' })
    expect(rejected.json<AdminReturn>()).toMatchObject({
      status: 'rejected',
      shopNote: 'The tee was worn.',
    })
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(lBefore)
    expect(await mailKindsAbout(made._id)).toEqual(['return_requested', 'return_rejected'])
    // A rejected return is over: it cannot be received, and the customer cannot cancel it.
    const late = await step(made._id, { status: 'received' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ message: 'A return that is rejected cannot be marked received.' })
  })

  test('a return is received only once approved', async () => {
    const { made } = await refundAndExchange()
    const early = await step(made._id, { status: 'received' })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({
      message: 'A return that is requested cannot be marked received.',
    })
    expect(demo.refundCalls).toEqual([])
  })

  test('only an admin takes the steps', async () => {
    const { made } = await refundAndExchange()
    expect((await step(made._id, { status: 'approved' }, buyer.headers)).statusCode).toBe(403)
    expect((await step(made._id, { status: 'approved' }, {})).statusCode).toBe(401)
    const list = await t.app.inject({ url: '/api/admin/returns', headers: buyer.headers })
    expect(list.statusCode).toBe(403)
  })
})

describe('the back office list', () => {
  test('finds a return by its number, its order’s number or its customer, and by status', async () => {
    const { placed, made } = await refundAndExchange()
    const search = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/admin/returns?${query}`,
        headers: admin.headers,
      })
      expect(response.statusCode).toBe(200)
      return response.json<AdminReturn[]>().map((row) => row._id)
    }
    expect(await search(`search=${made.number.toLowerCase()}`)).toEqual([made._id])
    expect(await search(`search=${placed.orderId.slice(0, 8)}`)).toContain(made._id)
    expect(await search(`search=${encodeURIComponent(buyer.user.email)}`)).toContain(made._id)
    expect(await search('status=requested')).toContain(made._id)
    expect(await search('status=closed')).not.toContain(made._id)
    const paged = await t.app.inject({ url: '/api/admin/returns?limit=1', headers: admin.headers })
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThanOrEqual(1)
    expect(paged.json<AdminReturn[]>()).toHaveLength(1)
  })
})

describe.runIf(isPostgresRun())('races on PostgreSQL', () => {
  test('two “received” at once restock, refund and credit once', async () => {
    const placed = await order()
    const made = await startReturn({
      orderId: placed.orderId,
      items: [
        { orderItemId: placed.teeLine, quantity: 1, reason: 'too_small' },
        { orderItemId: placed.hoodieLine, quantity: 1, reason: 'too_large' },
      ],
      resolution: 'refund',
    })
    await step(made._id, { status: 'approved' })
    const mBefore = await stockOf(t.db, catalogue.tee, 'M')
    const answers = await Promise.all([
      step(made._id, { status: 'received' }),
      step(made._id, { status: 'received' }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(await stockOf(t.db, catalogue.tee, 'M')).toBe(mBefore + 1)
    expect((await adminOrder(placed.orderId)).refundedAmount).toBe(63.7)
    const requestIds = new Set(demo.refundCalls.map((call) => call.requestId))
    expect([...requestIds]).toEqual([`return-${made._id}`])
    const received = await queuedMails(t.db, buyer.user.email, 'return_received')
    expect(
      received.filter((row) => (row.payload as { returnId?: string }).returnId === made._id),
    ).toHaveLength(1)
  })

  test('two “received” at once of a store-credit return credit once', async () => {
    const placed = await order()
    const made = await startReturn({
      orderId: placed.orderId,
      items: [{ orderItemId: placed.hoodieLine, quantity: 1, reason: 'too_large' }],
      resolution: 'store_credit',
    })
    await step(made._id, { status: 'approved' })
    const before = await balanceOf(buyer.user.id)
    await Promise.all([
      step(made._id, { status: 'received' }),
      step(made._id, { status: 'received' }),
    ])
    expect(await balanceOf(buyer.user.id)).toBe(before + 4410)
  })
})

describe('returns and the rest of the order’s life', () => {
  test('two lines exchanged ship together in one replacement order', async () => {
    const placed = await order()
    await setStock(t.db, catalogue.tee, 'L', 3)
    const hoodieLines = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, catalogue.hoodie))
    expect(hoodieLines).toHaveLength(1)
    await t.db.insert(productVariants).values({
      productId: catalogue.hoodie,
      position: 1,
      size: 'L',
      color: 'Grey',
      sku: `HOODIE-L-${crypto.randomUUID().slice(0, 8)}`,
      countInStock: 2,
    })
    const made = await startReturn({
      orderId: placed.orderId,
      items: [
        {
          orderItemId: placed.teeLine,
          quantity: 2,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Black' },
        },
        {
          orderItemId: placed.hoodieLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Grey' },
        },
      ],
      resolution: 'refund',
    })
    await step(made._id, { status: 'approved' })
    const received = await step(made._id, { status: 'received' })
    expect(received.statusCode).toBe(200)
    const closed = received.json<AdminReturn>()
    const replacementIds = new Set(closed.items.map((item) => item.replacementOrderId))
    expect(replacementIds.size).toBe(1)
    const replacement = await adminOrder([...replacementIds][0] ?? '')
    expect(
      replacement.orderItems.map((item) => `${item.name} ${item.size} ×${String(item.quantity)}`),
    ).toEqual(['Return Test Tee L ×2', 'Return Test Hoodie L ×1'])
  })

  test('an order with returns cannot be cancelled or deleted; a cancelled order’s return is only rejected', async () => {
    const placed = await order()
    const made = await startReturn({
      orderId: placed.orderId,
      items: [{ orderItemId: placed.hoodieLine, quantity: 1, reason: 'damaged' }],
      resolution: 'refund',
    })
    const cancelling = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}`,
      headers: admin.headers,
      payload: { status: 'Cancelled' },
    })
    expect(cancelling.statusCode).toBe(409)
    expect(cancelling.json()).toEqual({ message: ORDER_HAS_RETURNS_MESSAGE })
    const refundAndCancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/refund`,
      headers: admin.headers,
      payload: { cancel: true },
    })
    expect(refundAndCancel.statusCode).toBe(409)
    expect(demo.refundCalls).toEqual([])
    const deleting = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${placed.orderId}`,
      headers: admin.headers,
    })
    expect(deleting.statusCode).toBe(409)

    // Cancelled by hand in the database (as an order cancelled before the return was made).
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, placed.orderId))
    const approving = await step(made._id, { status: 'approved' })
    expect(approving.statusCode).toBe(409)
    expect(approving.json()).toEqual({ message: RETURN_ORDER_CANCELLED_MESSAGE })
    expect((await step(made._id, { status: 'rejected', note: 'Cancelled.' })).statusCode).toBe(200)
  })

  test('a store-credit return, then a refund: the card gets its money, the credit its part', async () => {
    const placed = await order()
    // $108.33 paid: $68.33 by card, $40.00 with store credit.
    await t.db.update(orders).set({ storeCreditCents: 4000 }).where(eq(orders.id, placed.orderId))
    const credit = await startReturn({
      orderId: placed.orderId,
      items: [{ orderItemId: placed.hoodieLine, quantity: 1, reason: 'too_large' }],
      resolution: 'store_credit',
    })
    await step(credit._id, { status: 'approved' })
    await step(credit._id, { status: 'received' })
    const refund = await startReturn({
      orderId: placed.orderId,
      items: [{ orderItemId: placed.teeLine, quantity: 3, reason: 'too_small' }],
      resolution: 'refund',
    })
    await step(refund._id, { status: 'approved' })
    await step(refund._id, { status: 'received' })
    // The hoodie's $44.10 went as credit; the tees' $58.79 all fit in what the card paid.
    expect(demo.refundCalls.map((call) => call.amountCents)).toEqual([5879])
    expect(await adminOrder(placed.orderId)).toMatchObject({ refundedAmount: 102.89 })
  })

  test('a replacement’s units can be exchanged again, not refunded', async () => {
    const placed = await order()
    await setStock(t.db, catalogue.tee, 'L', 2)
    const made = await startReturn({
      orderId: placed.orderId,
      items: [
        {
          orderItemId: placed.teeLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    await step(made._id, { status: 'approved' })
    const closed = (await step(made._id, { status: 'received' })).json<AdminReturn>()
    const replacementId = closed.items[0]?.replacementOrderId ?? ''
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${replacementId}`,
      headers: admin.headers,
      payload: { status: 'Delivered' },
    })
    expect(delivered.statusCode).toBe(200)
    const line = (await adminOrder(replacementId)).orderItems[0]?._id ?? ''
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      headers: buyer.headers,
      payload: {
        orderId: replacementId,
        items: [{ orderItemId: line, quantity: 1, reason: 'changed_mind' }],
        resolution: 'refund',
      },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: `Return Test Tee ${RETURN_EXCHANGED_UNIT_REFUND_MESSAGE}`,
    })
  })
})
