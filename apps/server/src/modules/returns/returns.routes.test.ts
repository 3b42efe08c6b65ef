import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import {
  RETURN_LINE_TWICE_MESSAGE,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_SAME_VARIANT_MESSAGE,
  RETURN_UNKNOWN_LINE_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type Return,
  type ReturnableOrder,
} from '@shop/shared/returns'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { returns } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedDeliveredOrder, seedReturnCatalogue, stockOf } from '../../testing/return-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { RETURN_NUMBER_PATTERN } from './return-number.js'
import { queuedMails } from '../../testing/queued-mails.js'

/** docs/decisions/032-returns-and-exchanges.md: a customer's returns and exchanges. */

let t: TestApp
let buyer: TestUser
let stranger: TestUser
let catalogue: { tee: string; hoodie: string }

beforeAll(async () => {
  t = await createTestApp()
  buyer = await createTestUser(t, { name: 'Ada' })
  stranger = await createTestUser(t, { name: 'Eve' })
  catalogue = await seedReturnCatalogue(t.db)
})

afterAll(async () => {
  await t.close()
})

const returnable = (orderId: string, user: TestUser = buyer) =>
  t.app.inject({ url: `/api/orders/${orderId}/returnable`, headers: user.headers })
const startReturn = (payload: object, user: TestUser = buyer) =>
  t.app.inject({ method: 'POST', url: '/api/returns', headers: user.headers, payload })
const cancel = (id: string, user: TestUser = buyer) =>
  t.app.inject({ method: 'POST', url: `/api/returns/${id}/cancel`, headers: user.headers })

const order = (options: { deliveredDaysAgo?: number; status?: 'Processing' | 'Shipped' } = {}) =>
  seedDeliveredOrder(t.db, { userId: buyer.user.id, ...catalogue, ...options })

async function returnsOfOrder(orderId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(returns).where(eq(returns.orderId, orderId))
  return row?.n ?? 0
}

describe('what an order can return', () => {
  test('a delivered order offers every unit until 30 days after delivery, with the sizes in stock', async () => {
    const { orderId, teeLine, hoodieLine } = await order({ deliveredDaysAgo: 2 })
    const response = await returnable(orderId)
    expect(response.statusCode).toBe(200)
    const body = response.json<ReturnableOrder>()
    const deliveredAt = Date.now() - 2 * 24 * 60 * 60 * 1000
    expect(
      Math.abs(Date.parse(body.deadline ?? '') - (deliveredAt + 30 * 86_400_000)),
    ).toBeLessThan(60_000)
    const tee = body.lines.find((line) => line.orderItemId === teeLine)
    expect(tee).toMatchObject({ returnable: 3, quantity: 3, size: 'M', price: 20 })
    // L has a unit, XL none, M is what was bought.
    expect(tee?.exchangeOptions).toEqual([{ size: 'L', color: 'Black', countInStock: 1 }])
    expect(body.lines.find((line) => line.orderItemId === hoodieLine)?.returnable).toBe(1)
  })

  test('an order not shipped yet has no deadline and nothing to return', async () => {
    const { orderId } = await order({ status: 'Processing' })
    const body = (await returnable(orderId)).json<ReturnableOrder>()
    expect(body.deadline).toBeNull()
    expect(body.lines.map((line) => line.returnable)).toEqual([0, 0])
  })

  test('a shipped order never marked delivered counts its window from shipping', async () => {
    const { orderId } = await order({ status: 'Shipped', deliveredDaysAgo: 31 })
    const body = (await returnable(orderId)).json<ReturnableOrder>()
    expect(Date.parse(body.deadline ?? '')).toBeLessThan(Date.now())
    expect(body.lines.map((line) => line.returnable)).toEqual([0, 0])
  })

  test('someone else’s order answers 404, as an unknown one does', async () => {
    const { orderId } = await order()
    const response = await returnable(orderId, stranger)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: ORDER_NOT_FOUND_MESSAGE })
  })
})

describe('making a return', () => {
  test('the refund is what the units cost: price less their share of the discount, plus their tax', async () => {
    const { orderId, teeLine, hoodieLine } = await order()
    const response = await startReturn({
      orderId,
      items: [
        { orderItemId: teeLine, quantity: 1, reason: 'too_small' },
        { orderItemId: hoodieLine, quantity: 1, reason: 'changed_mind' },
      ],
      resolution: 'refund',
      note: 'Lovely, but small.',
    })
    expect(response.statusCode).toBe(201)
    const made = response.json<Return>()
    expect(made.number).toMatch(RETURN_NUMBER_PATTERN)
    expect(made.status).toBe('requested')
    expect(made.note).toBe('Lovely, but small.')
    // Goods paid $94.50 + $8.39 tax = $102.89, split 60:45 → tees $58.79 (19.60, 19.60, 19.59), hoodie $44.10.
    expect(made.items.map((item) => item.refund)).toEqual([19.6, 44.1])
    expect(made.refundAmount).toBe(63.7)

    // The other two tees come back for what is left of their line, to the cent.
    const rest = await startReturn({
      orderId,
      items: [{ orderItemId: teeLine, quantity: 2, reason: 'too_small' }],
      resolution: 'store_credit',
    })
    expect(rest.json<Return>().refundAmount).toBe(39.19)
    const after = (await returnable(orderId)).json<ReturnableOrder>()
    expect(after.lines.map((line) => line.returnable)).toEqual([0, 0])
  })

  test('more units than are left, an unknown line or a repeated line change nothing', async () => {
    const { orderId, teeLine } = await order()
    const tooMany = await startReturn({
      orderId,
      items: [{ orderItemId: teeLine, quantity: 4, reason: 'too_small' }],
      resolution: 'refund',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json<{ message: string }>().message).toBe(
      'Only 3 of Return Test Tee (Black, M) can be returned.',
    )
    const unknown = await startReturn({
      orderId,
      items: [{ orderItemId: crypto.randomUUID(), quantity: 1, reason: 'other' }],
      resolution: 'refund',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ message: RETURN_UNKNOWN_LINE_MESSAGE })
    const twice = await startReturn({
      orderId,
      items: [
        { orderItemId: teeLine, quantity: 1, reason: 'other' },
        { orderItemId: teeLine, quantity: 1, reason: 'other' },
      ],
      resolution: 'refund',
    })
    expect(twice.json()).toEqual({ message: RETURN_LINE_TWICE_MESSAGE })
    const badReason = await startReturn({
      orderId,
      items: [{ orderItemId: teeLine, quantity: 1, reason: 'bored' }],
      resolution: 'refund',
    })
    expect(badReason.statusCode).toBe(400)
    expect(await returnsOfOrder(orderId)).toBe(0)
  })

  test('an order past its window, not shipped, or someone else’s takes no return', async () => {
    const late = await order({ deliveredDaysAgo: 31 })
    const items = [{ orderItemId: late.teeLine, quantity: 1, reason: 'too_large' }]
    const closed = await startReturn({ orderId: late.orderId, items, resolution: 'refund' })
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toEqual({ message: RETURN_WINDOW_CLOSED_MESSAGE })

    const pending = await order({ status: 'Processing' })
    const notShipped = await startReturn({
      orderId: pending.orderId,
      items: [{ orderItemId: pending.teeLine, quantity: 1, reason: 'too_large' }],
      resolution: 'refund',
    })
    expect(notShipped.statusCode).toBe(409)

    const mine = await order()
    const theirs = await startReturn(
      {
        orderId: mine.orderId,
        items: [{ orderItemId: mine.teeLine, quantity: 1, reason: 'too_large' }],
        resolution: 'refund',
      },
      stranger,
    )
    expect(theirs.statusCode).toBe(404)
    expect(await returnsOfOrder(late.orderId)).toBe(0)
    expect(await returnsOfOrder(mine.orderId)).toBe(0)
  })

  test('the customer gets a mail with the return’s number and its slip', async () => {
    const { orderId, hoodieLine } = await order()
    const made = (
      await startReturn({
        orderId,
        items: [{ orderItemId: hoodieLine, quantity: 1, reason: 'damaged' }],
        resolution: 'refund',
      })
    ).json<Return>()
    const mails = await queuedMails(t.db, buyer.user.email, 'return_requested')
    const mail = mails.find((row) => (row.payload as { returnId?: string }).returnId === made._id)
    expect(mail?.subject).toBe(`Your return ${made.number}: print the slip and send it back`)
  })
})

describe('exchanges', () => {
  test('the size asked for is held at once and put back when the return is cancelled', async () => {
    const { orderId, teeLine } = await order()
    const before = await stockOf(t.db, catalogue.tee, 'L')
    expect(before).toBe(1)
    const made = await startReturn({
      orderId,
      items: [
        {
          orderItemId: teeLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    expect(made.statusCode).toBe(201)
    const exchange = made.json<Return>()
    expect(exchange.items[0]).toMatchObject({
      exchangeFor: { size: 'L', color: 'Black' },
      refund: 0,
    })
    expect(exchange.refundAmount).toBe(0)
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(0)

    // The last L is held: another exchange for it is refused and makes nothing.
    const second = await order()
    const soldOut = await startReturn({
      orderId: second.orderId,
      items: [
        {
          orderItemId: second.teeLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'L', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json<{ message: string }>().message).toBe(
      'Return Test Tee in Black, size L, is sold out: choose another size or colour.',
    )
    expect(await returnsOfOrder(second.orderId)).toBe(0)

    const cancelled = await cancel(exchange._id)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<Return>().status).toBe('cancelled')
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(1)
    // A repeat is no second release.
    expect((await cancel(exchange._id)).statusCode).toBe(200)
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(1)
    // Its units are free again.
    const again = (await returnable(orderId)).json<ReturnableOrder>()
    expect(again.lines[0]?.returnable).toBe(3)
  })

  test('an exchange names another size or colour of the same product', async () => {
    const { orderId, teeLine } = await order()
    const same = await startReturn({
      orderId,
      items: [
        {
          orderItemId: teeLine,
          quantity: 1,
          reason: 'damaged',
          exchangeFor: { size: 'M', color: 'Black' },
        },
      ],
      resolution: 'refund',
    })
    expect(same.statusCode).toBe(400)
    expect(same.json()).toEqual({ message: RETURN_SAME_VARIANT_MESSAGE })
    const unknown = await startReturn({
      orderId,
      items: [
        {
          orderItemId: teeLine,
          quantity: 1,
          reason: 'too_small',
          exchangeFor: { size: 'XXS', color: 'Pink' },
        },
      ],
      resolution: 'refund',
    })
    expect(unknown.statusCode).toBe(409)
    expect(await returnsOfOrder(orderId)).toBe(0)
  })
})

describe('following a return', () => {
  test('the customer lists their returns newest first and reads each; others cannot', async () => {
    const { orderId, teeLine, hoodieLine } = await order()
    const first = (
      await startReturn({
        orderId,
        items: [{ orderItemId: teeLine, quantity: 1, reason: 'too_large' }],
        resolution: 'refund',
      })
    ).json<Return>()
    const second = (
      await startReturn({
        orderId,
        items: [{ orderItemId: hoodieLine, quantity: 1, reason: 'wrong_item' }],
        resolution: 'store_credit',
      })
    ).json<Return>()
    const list = (await t.app.inject({ url: '/api/returns', headers: buyer.headers })).json<
      Return[]
    >()
    const ids = list.map((row) => row._id)
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))

    const own = await t.app.inject({ url: `/api/returns/${first._id}`, headers: buyer.headers })
    expect(own.json<Return>().number).toBe(first.number)
    const other = await t.app.inject({
      url: `/api/returns/${first._id}`,
      headers: stranger.headers,
    })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ message: RETURN_NOT_FOUND_MESSAGE })
    expect((await cancel(first._id, stranger)).statusCode).toBe(404)
    const strangers = await t.app.inject({ url: '/api/returns', headers: stranger.headers })
    expect(strangers.json<Return[]>()).toEqual([])
  })

  test('signed out, nothing about returns answers', async () => {
    const { orderId, teeLine } = await order()
    expect((await t.app.inject({ url: '/api/returns' })).statusCode).toBe(401)
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      payload: {
        orderId,
        items: [{ orderItemId: teeLine, quantity: 1, reason: 'other' }],
        resolution: 'refund',
      },
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await t.app.inject({ url: `/api/orders/${orderId}/returnable` })).statusCode).toBe(401)
    expect(await returnsOfOrder(orderId)).toBe(0)
  })
})

describe.runIf(isPostgresRun())('races on PostgreSQL', () => {
  test('two requests at once for the last returnable unit make one return', async () => {
    const { orderId, hoodieLine } = await order()
    const body = {
      orderId,
      items: [{ orderItemId: hoodieLine, quantity: 1, reason: 'too_small' }],
      resolution: 'refund',
    }
    const answers = await Promise.all([startReturn(body), startReturn(body)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(await returnsOfOrder(orderId)).toBe(1)
  })

  test('two exchanges at once for the last unit of a size hold it once', async () => {
    const first = await order()
    const second = await order()
    const exchange = (o: { orderId: string; teeLine: string }) =>
      startReturn({
        orderId: o.orderId,
        items: [
          {
            orderItemId: o.teeLine,
            quantity: 1,
            reason: 'too_small',
            exchangeFor: { size: 'L', color: 'Black' },
          },
        ],
        resolution: 'refund',
      })
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(1)
    const answers = await Promise.all([exchange(first), exchange(second)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(await stockOf(t.db, catalogue.tee, 'L')).toBe(0)
  })
})
