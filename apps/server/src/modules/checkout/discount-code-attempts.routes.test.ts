import type { Quote } from '@shop/shared/checkout'
import { DISCOUNT_EXPIRED_MESSAGE, DISCOUNT_UNKNOWN_MESSAGE } from '@shop/shared/discounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DISCOUNT_CODE_ATTEMPT_LIMIT } from '../../config/rate-limits.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { US_ADDRESS } from '../../testing/place-order.js'
import { seedDiscount } from '../../testing/pricing-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'

/**
 * Discount codes tell a shopper nothing they should not know, and cannot be guessed one after
 * another (docs/api.md § Checkout).
 */

let t: TestApp
let customer: TestUser
let tote: string

beforeAll(async () => {
  t = await createTestApp()
  customer = await createTestUser(t)
  tote = await seedProduct(t.db, {
    name: 'Canvas Tote',
    price: 25.99,
    variants: [variant({ size: 'One Size', color: 'Natural', countInStock: 200 })],
  })
})

afterAll(async () => {
  await t.close()
})

const basket = () => [{ productId: tote, size: 'One Size', color: 'Natural', quantity: 1 }]

const quote = (discountCode: string | undefined, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/quote',
    headers: customer.headers,
    remoteAddress: ip,
    payload: { checkoutItems: basket(), ...(discountCode === undefined ? {} : { discountCode }) },
  })

const createCheckout = (discountCode: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: customer.headers,
    remoteAddress: ip,
    payload: {
      checkoutItems: basket(),
      shippingAddress: US_ADDRESS,
      shippingOption: { id: 'standard' },
      totalPrice: 25.99,
      discountCode,
    },
  })

describe('what a code that does not apply says', () => {
  test('an unknown, a switched-off and an upcoming code get the same answer', async () => {
    const switchedOff = await seedDiscount(t.db, { active: false })
    const upcoming = await seedDiscount(t.db, {
      startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    const answers = await Promise.all(
      ['NOSUCHCODE', switchedOff.code, upcoming.code].map(async (code) => {
        const response = await quote(code, nextClientAddress())
        expect(response.statusCode).toBe(200)
        return response.json<Quote>()
      }),
    )
    expect(answers[0]).toMatchObject({
      discountCode: null,
      discountMessage: DISCOUNT_UNKNOWN_MESSAGE,
    })
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])

    const atCheckout = await createCheckout(upcoming.code, nextClientAddress())
    expect(atCheckout.statusCode).toBe(409)
    expect(atCheckout.json()).toMatchObject({ message: DISCOUNT_UNKNOWN_MESSAGE, discount: 0 })
  })

  test('an expired code may say it has expired', async () => {
    const expired = await seedDiscount(t.db, { endsAt: new Date(Date.now() - 1000) })
    const response = await quote(expired.code, nextClientAddress())
    expect(response.json<Quote>().discountMessage).toBe(DISCOUNT_EXPIRED_MESSAGE)
  })
})

describe('code attempts per client', () => {
  test('a client that keeps trying codes is refused (429); its basket without a code and other clients are not', async () => {
    const guesser = nextClientAddress()
    for (let attempt = 0; attempt < DISCOUNT_CODE_ATTEMPT_LIMIT.max; attempt++) {
      const response = await quote(`GUESS${String(attempt)}`, guesser)
      expect(response.statusCode).toBe(200)
    }
    const { code } = await seedDiscount(t.db)
    // Over the limit even a valid code is not looked at: nothing tells the guesser it exists.
    const refused = await quote(code, guesser)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      message: 'Too many discount code attempts. Please try again in 10 minutes.',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60)
    expect((await createCheckout(code, guesser)).statusCode).toBe(429)

    // The same client still gets its basket priced without a code, and other clients their codes.
    expect((await quote(undefined, guesser)).statusCode).toBe(200)
    const other = await quote(code, nextClientAddress())
    expect(other.json<Quote>().discountCode).toBe(code)
  })
})
