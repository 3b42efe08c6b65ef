import { USER_NOT_FOUND_MESSAGE, type AdminUser } from '@shop/shared/admin'
import {
  STORE_CREDIT_AMOUNT_MESSAGE,
  STORE_CREDIT_REASON_LENGTH_MESSAGE,
  STORE_CREDIT_REASON_MESSAGE,
  storeCreditBelowZeroMessage,
  type StoreCredit,
} from '@shop/shared/store-credit'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditEntries, storeCreditEntries, users } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'

const { t, admin, customer } = useSignedInTestApp()

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const adjust = (caller: TestUser, userId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/store-credit`,
    headers: caller.headers,
    payload,
  })

const mine = (caller: TestUser) =>
  t.app.inject({ url: '/api/users/store-credit', headers: caller.headers })

async function balanceCents(userId: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ cents: users.storeCreditCents })
    .from(users)
    .where(eq(users.id, userId))
  return row?.cents
}

describe('GET /api/users/store-credit', () => {
  test('a new account has no credit and no history', async () => {
    const response = await mine(await createTestUser(t))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ balance: 0, entries: [] })
  })

  test('answers the caller’s balance and history, newest first, in dollars', async () => {
    const shopper = await createTestUser(t)
    expect(
      (await adjust(admin, shopper.user.id, { amount: 20, reason: 'Welcome' })).statusCode,
    ).toBe(200)
    expect(
      (await adjust(admin, shopper.user.id, { amount: -7.5, reason: 'Typo fix' })).statusCode,
    ).toBe(200)
    expect(
      (await adjust(admin, shopper.user.id, { amount: 0.25, reason: 'Rounding' })).statusCode,
    ).toBe(200)
    // Someone else's credit is not in it.
    await adjust(admin, customer.user.id, { amount: 3, reason: 'Other account' })

    const response = await mine(shopper)
    expect(response.statusCode).toBe(200)
    const credit = response.json<StoreCredit>()
    expect(credit.balance).toBe(12.75)
    expect(credit.entries.map(({ amount, reason }) => ({ amount, reason }))).toEqual([
      { amount: 0.25, reason: 'Rounding' },
      { amount: -7.5, reason: 'Typo fix' },
      { amount: 20, reason: 'Welcome' },
    ])
    const times = credit.entries.map((entry) => Date.parse(entry.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // An owner's grant belongs to no order or return.
    expect(credit.entries.every((entry) => !('orderId' in entry) && !('returnId' in entry))).toBe(
      true,
    )
  })

  test('needs a token', async () => {
    const response = await t.app.inject({ url: '/api/users/store-credit' })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/admin/users/{id}/store-credit', () => {
  test('the admin grants credit with a reason: new balance and history, audited', async () => {
    const shopper = await createTestUser(t)
    const response = await adjust(admin, shopper.user.id, {
      amount: 15.5,
      reason: '  Late delivery  ',
    })
    expect(response.statusCode).toBe(200)
    const credit = response.json<StoreCredit>()
    expect(credit).toEqual({
      balance: 15.5,
      entries: [{ amount: 15.5, reason: 'Late delivery', createdAt: expect.any(String) as string }],
    })
    expect(await balanceCents(shopper.user.id)).toBe(1550)

    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'user.store_credit'),
          eq(auditEntries.entityId, shopper.user.id),
        ),
      )
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      entityType: 'user',
      entityLabel: shopper.user.email,
      changes: {
        storeCredit: { from: 0, to: 15.5 },
        reason: { from: null, to: 'Late delivery' },
      },
    })
  })

  test('the admin removes credit; the list of users shows the balance', async () => {
    const shopper = await createTestUser(t, { name: 'Credit Holder' })
    await adjust(admin, shopper.user.id, { amount: 30, reason: 'Goodwill' })
    const response = await adjust(admin, shopper.user.id, { amount: -12.34, reason: 'Mistake' })
    expect(response.statusCode).toBe(200)
    expect(response.json<StoreCredit>().balance).toBe(17.66)
    expect(response.json<StoreCredit>().entries[0]).toMatchObject({
      amount: -12.34,
      reason: 'Mistake',
    })

    const list = await t.app.inject({
      url: '/api/admin/users?search=Credit%20Holder',
      headers: admin.headers,
    })
    expect(list.json<AdminUser[]>()).toEqual([
      expect.objectContaining({ _id: shopper.user.id, storeCredit: 17.66 }),
    ])

    const read = await t.app.inject({
      url: `/api/admin/users/${shopper.user.id}/store-credit`,
      headers: admin.headers,
    })
    expect(read.statusCode).toBe(200)
    expect(read.json<StoreCredit>()).toEqual(response.json<StoreCredit>())
  })

  test('a removal below 0 is a 409 naming the balance, and nothing changes', async () => {
    const shopper = await createTestUser(t)
    await adjust(admin, shopper.user.id, { amount: 10, reason: 'Goodwill' })
    const response = await adjust(admin, shopper.user.id, { amount: -10.01, reason: 'Too much' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: storeCreditBelowZeroMessage(1000) })
    expect(await balanceCents(shopper.user.id)).toBe(1000)
    const entries = await t.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.userId, shopper.user.id))
    expect(entries).toHaveLength(1)
    const audited = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'user.store_credit'),
          eq(auditEntries.entityId, shopper.user.id),
        ),
      )
    expect(audited).toHaveLength(1)

    // Exactly the balance is fine: 0 is not below 0.
    const all = await adjust(admin, shopper.user.id, { amount: -10, reason: 'Closed' })
    expect(all.statusCode).toBe(200)
    expect(all.json<StoreCredit>().balance).toBe(0)
  })

  test('an unknown or malformed user is a 404', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const grant = await adjust(admin, id, { amount: 5, reason: 'Nobody' })
      expect(grant.statusCode).toBe(404)
      expect(grant.json()).toEqual({ message: USER_NOT_FOUND_MESSAGE })
      const read = await t.app.inject({
        url: `/api/admin/users/${id}/store-credit`,
        headers: admin.headers,
      })
      expect(read.statusCode).toBe(404)
    }
  })

  test.each([
    [{ amount: 0, reason: 'Nothing' }, STORE_CREDIT_AMOUNT_MESSAGE],
    [{ amount: 1.005, reason: 'Too precise' }, STORE_CREDIT_AMOUNT_MESSAGE],
    [{ amount: '5', reason: 'Text' }, STORE_CREDIT_AMOUNT_MESSAGE],
    [{ amount: 2_000_000, reason: 'Absurd' }, STORE_CREDIT_AMOUNT_MESSAGE],
    [{ amount: 5 }, STORE_CREDIT_REASON_MESSAGE],
    [{ amount: 5, reason: '   ' }, STORE_CREDIT_REASON_MESSAGE],
    [{ amount: 5, reason: 'x'.repeat(201) }, STORE_CREDIT_REASON_LENGTH_MESSAGE],
  ])('an invalid change is refused with 400: %j', async (payload, message) => {
    const response = await adjust(admin, customer.user.id, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a customer is refused with 403 and a guest with 401', async () => {
    const before = await balanceCents(customer.user.id)
    const asCustomer = await adjust(customer, customer.user.id, { amount: 100, reason: 'Me' })
    expect(asCustomer.statusCode).toBe(403)
    const asGuest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.user.id}/store-credit`,
      payload: { amount: 100, reason: 'Me' },
    })
    expect(asGuest.statusCode).toBe(401)
    expect(await balanceCents(customer.user.id)).toBe(before)
  })
})
