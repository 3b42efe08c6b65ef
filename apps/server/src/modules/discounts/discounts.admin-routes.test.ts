import { randomUUID } from 'node:crypto'
import type { Quote } from '@shop/shared/checkout'
import {
  DISCOUNT_CODE_FORMAT_MESSAGE,
  DISCOUNT_CODE_TAKEN_MESSAGE,
  DISCOUNT_DATES_MESSAGE,
  DISCOUNT_DELETED_MESSAGE,
  DISCOUNT_FIXED_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_PERCENT_MESSAGE,
  DISCOUNT_UNKNOWN_MESSAGE,
  discountLimitBelowUsesMessage,
  type Discount,
  type DiscountInput,
} from '@shop/shared/discounts'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { discountCodes } from '../../db/schema/index.js'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import type { TestUser } from '../../testing/auth-headers.js'
import { seedProduct } from '../../testing/factories.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'

const { t, admin, customer } = useSignedInTestApp()

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** A code no other test uses: codes are unique across the file's one database. */
const uniqueCode = (prefix = 'SAVE') => `${prefix}-${randomUUID().slice(0, 8)}`

const as = (caller: TestUser | null) => {
  const headers = caller?.headers ?? {}
  return {
    list: () => t.app.inject({ url: '/api/admin/discounts', headers }),
    create: (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers, payload }),
    update: (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/discounts/${id}`, headers, payload }),
    remove: (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/discounts/${id}`, headers }),
  }
}

async function createCode(body: DiscountInput): Promise<Discount> {
  const response = await as(admin).create(body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Discount>()
}

/** Redemptions happen at checkout; here the count is set as if `uses` orders had used the code. */
async function markUsed(id: string, uses: number): Promise<void> {
  await t.db.update(discountCodes).set({ timesUsed: uses }).where(eq(discountCodes.id, id))
}

describe('POST /api/admin/discounts', () => {
  test('the admin adds a percent code and reads it back in percent and dollars', async () => {
    const code = uniqueCode('Spring')
    const response = await as(admin).create({
      code: ` ${code} `,
      type: 'percent',
      value: 12.5,
      minSubtotal: 50,
      startsAt: '2030-03-01T00:00:00.000Z',
      endsAt: '2030-03-31T23:59:59.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      _id: expect.any(String) as string,
      code,
      type: 'percent',
      value: 12.5,
      minSubtotal: 50,
      startsAt: '2030-03-01T00:00:00.000Z',
      endsAt: '2030-03-31T23:59:59.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      active: true,
      timesUsed: 0,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    })
  })

  test('a fixed code keeps its cents and a free-shipping code has no value', async () => {
    const fixed = await createCode({ code: uniqueCode(), type: 'fixed', value: 5.99 })
    expect(fixed).toMatchObject({ type: 'fixed', value: 5.99, minSubtotal: 0, usageLimit: null })
    const shipping = await createCode({ code: uniqueCode(), type: 'free_shipping', value: 7 })
    expect(shipping).toMatchObject({ type: 'free_shipping', value: 0 })
  })

  test('a code the admin adds is taken off a shopper’s basket in any letter case', async () => {
    const code = uniqueCode('Tenoff')
    await createCode({ code, type: 'percent', value: 10 })
    const productId = await seedProduct(t.db, { price: 40 })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: customer.headers,
      payload: {
        checkoutItems: [{ productId, size: 'M', color: 'Black', quantity: 1 }],
        discountCode: code.toLowerCase(),
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<Quote>()).toMatchObject({ subtotal: 40, discount: 4, discountCode: code })
  })

  test('a code that exists in another letter case is refused with 409', async () => {
    const code = uniqueCode('Twin')
    await createCode({ code, type: 'percent', value: 10 })
    const response = await as(admin).create({ code: code.toLowerCase(), type: 'fixed', value: 1 })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: DISCOUNT_CODE_TAKEN_MESSAGE })
  })

  test('adds of one code at the same moment make one code; the others get the 409', async () => {
    const code = uniqueCode('Race')
    const spellings = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? code : code.toLowerCase(),
    )
    const answers = await Promise.all(
      spellings.map((spelling) => as(admin).create({ code: spelling, type: 'percent', value: 5 })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(spellings.length - 1)
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: DISCOUNT_CODE_TAKEN_MESSAGE })
    }
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(
      listed.filter((discount) => discount.code.toLowerCase() === code.toLowerCase()),
    ).toHaveLength(1)
  })

  test.each([
    [{ code: 'AB', type: 'percent', value: 10 }, DISCOUNT_CODE_FORMAT_MESSAGE],
    [{ code: 'TWO WORDS', type: 'percent', value: 10 }, DISCOUNT_CODE_FORMAT_MESSAGE],
    [{ type: 'percent', value: 10 }, DISCOUNT_CODE_FORMAT_MESSAGE],
    [
      { code: 'GOODCODE', type: 'half_off', value: 10 },
      'type must be percent, fixed or free_shipping.',
    ],
    [{ code: 'GOODCODE', type: 'percent', value: 0 }, DISCOUNT_PERCENT_MESSAGE],
    [{ code: 'GOODCODE', type: 'percent', value: 101 }, DISCOUNT_PERCENT_MESSAGE],
    [{ code: 'GOODCODE', type: 'percent', value: 10.125 }, DISCOUNT_PERCENT_MESSAGE],
    [{ code: 'GOODCODE', type: 'fixed', value: 0 }, DISCOUNT_FIXED_MESSAGE],
    [{ code: 'GOODCODE', type: 'fixed', value: 1.005 }, DISCOUNT_FIXED_MESSAGE],
    [
      { code: 'GOODCODE', type: 'percent', value: 10, minSubtotal: -1 },
      'minSubtotal must be an amount in dollars.',
    ],
    [
      { code: 'GOODCODE', type: 'percent', value: 10, usageLimit: 0 },
      'usageLimit must be a whole number of at least 1.',
    ],
    [
      { code: 'GOODCODE', type: 'percent', value: 10, perCustomerLimit: 1.5 },
      'perCustomerLimit must be a whole number of at least 1.',
    ],
    [
      { code: 'GOODCODE', type: 'percent', value: 10, startsAt: 'next week' },
      'startsAt must be a date and time.',
    ],
    [
      {
        code: 'GOODCODE',
        type: 'percent',
        value: 10,
        startsAt: '2030-05-01T00:00:00Z',
        endsAt: '2030-04-01T00:00:00Z',
      },
      DISCOUNT_DATES_MESSAGE,
    ],
  ])('bad input %j is refused with 400 and says why', async (payload, message) => {
    const response = await as(admin).create(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.some((discount) => discount.code === 'GOODCODE')).toBe(false)
  })

  test('without a token the admin routes ask to log in, and a customer is refused', async () => {
    const payload = { code: uniqueCode(), type: 'percent', value: 10 }
    const anonymous = await as(null).create(payload)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const byCustomer = await as(customer).create(payload)
    expect(byCustomer.statusCode).toBe(403)
    expect(byCustomer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    expect((await as(customer).list()).statusCode).toBe(403)
    expect((await as(null).list()).statusCode).toBe(401)
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.some((discount) => discount.code === payload.code)).toBe(false)
  })
})

describe('GET /api/admin/discounts', () => {
  test('codes are listed newest first, each with how often it was used', async () => {
    const older = await createCode({ code: uniqueCode('Older'), type: 'percent', value: 10 })
    const newer = await createCode({ code: uniqueCode('Newer'), type: 'fixed', value: 5 })
    await markUsed(older._id, 3)
    const response = await as(admin).list()
    expect(response.statusCode).toBe(200)
    const listed = response.json<Discount[]>()
    const ids = listed.map((discount) => discount._id)
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id))
    expect(listed.find((discount) => discount._id === older._id)?.timesUsed).toBe(3)
    expect(listed.find((discount) => discount._id === newer._id)?.timesUsed).toBe(0)
  })
})

describe('PUT /api/admin/discounts/:id', () => {
  test('the admin changes a code’s settings and switches it off', async () => {
    const created = await createCode({ code: uniqueCode('Edit'), type: 'percent', value: 10 })
    const renamed = uniqueCode('Edited')
    const response = await as(admin).update(created._id, {
      code: renamed,
      type: 'fixed',
      value: 7.5,
      minSubtotal: 30,
      usageLimit: 5,
      active: false,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      _id: created._id,
      code: renamed,
      type: 'fixed',
      value: 7.5,
      minSubtotal: 30,
      usageLimit: 5,
      active: false,
      createdAt: created.createdAt,
    })
  })

  test('a switched-off code no longer takes anything off a basket', async () => {
    const code = uniqueCode('Off')
    const created = await createCode({ code, type: 'percent', value: 10 })
    await as(admin).update(created._id, { code, type: 'percent', value: 10, active: false })
    const productId = await seedProduct(t.db, { price: 40 })
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: customer.headers,
      payload: {
        checkoutItems: [{ productId, size: 'M', color: 'Black', quantity: 1 }],
        discountCode: code,
      },
    })
    expect(quote.json<Quote>()).toMatchObject({
      discount: 0,
      discountCode: null,
      discountMessage: DISCOUNT_UNKNOWN_MESSAGE,
    })
  })

  test('a code may keep its own code in another letter case', async () => {
    const code = uniqueCode('Self')
    const created = await createCode({ code, type: 'percent', value: 10 })
    const response = await as(admin).update(created._id, {
      code: code.toUpperCase(),
      type: 'percent',
      value: 15,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<Discount>().code).toBe(code.toUpperCase())
  })

  test('taking another code’s code, in another letter case, is refused with 409', async () => {
    const taken = await createCode({ code: uniqueCode('Taken'), type: 'percent', value: 10 })
    const other = await createCode({ code: uniqueCode('Other'), type: 'percent', value: 10 })
    const response = await as(admin).update(other._id, {
      code: taken.code.toLowerCase(),
      type: 'percent',
      value: 10,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: DISCOUNT_CODE_TAKEN_MESSAGE })
  })

  test('a usage limit below the uses a code already has is refused with 409 and says why', async () => {
    const code = uniqueCode('Used')
    const created = await createCode({ code, type: 'percent', value: 10, usageLimit: 10 })
    await markUsed(created._id, 3)
    const below = await as(admin).update(created._id, {
      code,
      type: 'percent',
      value: 10,
      usageLimit: 2,
    })
    expect(below.statusCode).toBe(409)
    expect(below.json()).toEqual({ message: discountLimitBelowUsesMessage(3) })
    expect(below.json<{ message: string }>().message).toBe(
      'This code has already been used 3 times, so its usage limit cannot be lower than that.',
    )
    const atUses = await as(admin).update(created._id, {
      code,
      type: 'percent',
      value: 10,
      usageLimit: 3,
    })
    expect(atUses.statusCode).toBe(200)
    expect(atUses.json()).toMatchObject({ usageLimit: 3, timesUsed: 3 })
  })

  test('bad input is refused with 400 and the code stays as it was', async () => {
    const code = uniqueCode('Keep')
    const created = await createCode({ code, type: 'percent', value: 10 })
    const response = await as(admin).update(created._id, { code, type: 'percent', value: 150 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: DISCOUNT_PERCENT_MESSAGE })
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.find((discount) => discount._id === created._id)?.value).toBe(10)
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await as(admin).update(id, {
        code: uniqueCode(),
        type: 'percent',
        value: 10,
      })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: DISCOUNT_NOT_FOUND_MESSAGE })
    }
  })

  test('a customer cannot change a code', async () => {
    const code = uniqueCode('Mine')
    const created = await createCode({ code, type: 'percent', value: 10 })
    const response = await as(customer).update(created._id, { code, type: 'percent', value: 90 })
    expect(response.statusCode).toBe(403)
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.find((discount) => discount._id === created._id)?.value).toBe(10)
  })
})

describe('DELETE /api/admin/discounts/:id', () => {
  test('the admin deletes a used code and it leaves the list', async () => {
    const created = await createCode({ code: uniqueCode('Gone'), type: 'percent', value: 10 })
    await markUsed(created._id, 2)
    const response = await as(admin).remove(created._id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: DISCOUNT_DELETED_MESSAGE })
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.some((discount) => discount._id === created._id)).toBe(false)
    // Its code is free again.
    await createCode({ code: created.code, type: 'fixed', value: 1 })
  })

  test('an unknown, malformed or already deleted id answers 404', async () => {
    const created = await createCode({ code: uniqueCode('Twice'), type: 'percent', value: 10 })
    expect((await as(admin).remove(created._id)).statusCode).toBe(200)
    for (const id of [created._id, UNKNOWN_ID, 'nope']) {
      const response = await as(admin).remove(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: DISCOUNT_NOT_FOUND_MESSAGE })
    }
  })

  test('a customer cannot delete a code', async () => {
    const created = await createCode({ code: uniqueCode('Stay'), type: 'percent', value: 10 })
    const response = await as(customer).remove(created._id)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    const listed = (await as(admin).list()).json<Discount[]>()
    expect(listed.some((discount) => discount._id === created._id)).toBe(true)
  })
})
