import { randomUUID } from 'node:crypto'
import type { Cart } from '@shop/shared/cart'
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { GUEST_CART_CREATION_LIMIT } from '../../config/rate-limits.js'
import { carts } from '../../db/schema/index.js'
import { createTestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'
import { createGuestCartSweeper, GUEST_CART_MAX_IDLE_DAYS } from './guest-cart-sweeper.js'

/**
 * Guest carts cannot be made without bound, and abandoned ones go away (docs/api.md § Cart).
 */

const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
let socks: string

beforeAll(async () => {
  t = await createTestApp()
  socks = await seedProduct(t.db, {
    name: 'Wool Socks',
    price: 9,
    variants: [variant({ size: 'One Size', color: 'Grey', countInStock: 5000 })],
  })
})

afterAll(async () => {
  await t.close()
})

const newGuestId = () => `guest_${String(Date.now())}_${randomUUID().replaceAll('-', '')}`
const line = { size: 'One Size', color: 'Grey', quantity: 1 }

const addAsGuest = (guestId: string, ip: string, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/cart',
    remoteAddress: ip,
    payload: { productId: socks, ...line, guestId },
  })

/** A guest cart with one line, last changed `daysAgo` days before `now`. */
async function guestCartLastChanged(daysAgo: number, now: Date): Promise<string> {
  const guestId = newGuestId()
  expect((await addAsGuest(guestId, nextClientAddress())).statusCode).toBe(200)
  await t.db
    .update(carts)
    .set({ updatedAt: new Date(now.getTime() - daysAgo * DAY_MS) })
    .where(eq(carts.guestId, guestId))
  return guestId
}

async function remainingGuestIds(guestIds: string[]): Promise<string[]> {
  const rows = await t.db
    .select({ guestId: carts.guestId })
    .from(carts)
    .where(inArray(carts.guestId, guestIds))
  return rows.map((row) => row.guestId ?? '').sort()
}

describe('new guest carts per client', () => {
  test('a client making guest cart after guest cart is refused (429); its own cart goes on', async () => {
    const ip = nextClientAddress()
    const first = newGuestId()
    expect((await addAsGuest(first, ip)).statusCode).toBe(200)
    for (let made = 1; made < GUEST_CART_CREATION_LIMIT.max; made++) {
      expect((await addAsGuest(newGuestId(), ip, made % 2 === 0 ? 'POST' : 'PUT')).statusCode).toBe(
        200,
      )
    }
    const refused = await addAsGuest(newGuestId(), ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      message: 'Too many new carts from your connection. Please try again in 60 minutes.',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60)
    expect((await addAsGuest(newGuestId(), ip, 'PUT')).statusCode).toBe(429)

    // Changing a cart the client has is no new cart; other clients and signed-in shoppers go on.
    const again = await addAsGuest(first, ip)
    expect(again.statusCode).toBe(200)
    expect(again.json<Cart>().products[0]?.quantity).toBe(2)
    expect((await addAsGuest(newGuestId(), nextClientAddress())).statusCode).toBe(200)
    const customer = await createTestUser(t)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      remoteAddress: ip,
      headers: customer.headers,
      payload: { productId: socks, ...line },
    })
    expect(signedIn.statusCode).toBe(200)
  })
})

describe('removing guest carts untouched for 30 days', () => {
  test('a sweep removes guest carts untouched for 30 days, and only those', async () => {
    const now = new Date(Date.now() + 365 * DAY_MS)
    const stale = await guestCartLastChanged(GUEST_CART_MAX_IDLE_DAYS + 1, now)
    const recent = await guestCartLastChanged(GUEST_CART_MAX_IDLE_DAYS - 1, now)
    const customer = await createTestUser(t)
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: customer.headers,
      payload: { productId: socks, ...line },
    })
    await t.db
      .update(carts)
      .set({ updatedAt: new Date(now.getTime() - 90 * DAY_MS) })
      .where(eq(carts.userId, customer.user.id))

    const sweeper = createGuestCartSweeper(t.db, t.app.log, { now: () => now })
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1)
    expect(await remainingGuestIds([stale, recent])).toEqual([recent])
    // A user's cart is never swept, however old.
    expect(await t.db.select().from(carts).where(eq(carts.userId, customer.user.id))).toHaveLength(
      1,
    )
  })

  test('the running server sweeps by itself, on its own clock', async () => {
    const now = new Date(Date.now() + 2 * 365 * DAY_MS)
    const running = await createTestApp(
      {},
      { runsBackgroundJobs: true, guestCartSweeperOptions: { now: () => now, intervalMs: 20 } },
    )
    try {
      const product = await seedProduct(running.db, {
        name: 'Linen Scarf',
        price: 30,
        variants: [variant({ size: 'One Size', color: 'Grey', countInStock: 10 })],
      })
      const guestId = newGuestId()
      const added = await running.app.inject({
        method: 'POST',
        url: '/api/cart',
        payload: { productId: product, ...line, guestId },
      })
      expect(added.statusCode).toBe(200)
      await running.db
        .update(carts)
        .set({ updatedAt: new Date(now.getTime() - (GUEST_CART_MAX_IDLE_DAYS + 1) * DAY_MS) })
        .where(eq(carts.guestId, guestId))
      await vi.waitFor(async () => {
        expect(await running.db.select().from(carts).where(eq(carts.guestId, guestId))).toEqual([])
      })
    } finally {
      await running.close()
    }
  })

  test('instances sweeping at once share the work: each old cart is removed once', async () => {
    const now = new Date(Date.now() + 3 * 365 * DAY_MS)
    const stale = await Promise.all(
      Array.from({ length: 24 }, () => guestCartLastChanged(GUEST_CART_MAX_IDLE_DAYS + 2, now)),
    )
    const cutoff = new Date(now.getTime() - GUEST_CART_MAX_IDLE_DAYS * DAY_MS)
    const eligible = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(isNotNull(carts.guestId), lt(carts.updatedAt, cutoff)))
    const sweepers = [1, 2, 3].map(() =>
      createGuestCartSweeper(t.db, t.app.log, { now: () => now, batchSize: 5 }),
    )
    const removed = await Promise.all(sweepers.map((sweeper) => sweeper.sweep()))
    expect(eligible.length).toBeGreaterThanOrEqual(stale.length)
    expect(removed.reduce((sum, count) => sum + count, 0)).toBe(eligible.length)
    expect(await remainingGuestIds(stale)).toEqual([])
  })
})
