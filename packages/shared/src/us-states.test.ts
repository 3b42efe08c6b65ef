import { expect, test } from 'vitest'
import { quoteBodySchema, shippingAddressSchema } from './checkout.js'
import { INVALID_US_STATE_MESSAGE, US_STATES, usStateCode } from './us-states.js'

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94103',
  country: 'United States',
  phone: '+1 415 555 0100',
}

test('the 50 states, DC and the five inhabited territories', () => {
  expect(Object.keys(US_STATES)).toHaveLength(56)
  expect(US_STATES.DC).toBe('District of Columbia')
  expect(US_STATES.PR).toBe('Puerto Rico')
  expect(US_STATES.VI).toBe('U.S. Virgin Islands')
})

test.each([
  ['CA', 'CA'],
  ['ca', 'CA'],
  ['California', 'CA'],
  [' cALIFORNIA ', 'CA'],
  ['new  york', 'NY'],
  ['District of Columbia', 'DC'],
  ['puerto rico', 'PR'],
  ['U.S. Virgin Islands', 'VI'],
  ['Virgin Islands', 'VI'],
])('%j is a state given by code or name in any case: %s', (given, code) => {
  expect(usStateCode(given)).toBe(code)
})

test.each(['Calif.', 'Cali', 'ON', 'Quebec', 'AE', 'Narnia', 'C A', 'Palau', 'FM'])(
  '%j is no US state',
  (given) => {
    expect(usStateCode(given)).toBeUndefined()
  },
)

test('a US delivery address with a state the shop does not know is refused, naming the state', () => {
  const result = shippingAddressSchema.safeParse({ ...ADDRESS, state: 'Calif.' })
  expect(result.success).toBe(false)
  expect(result.error?.issues).toEqual([
    expect.objectContaining({ path: ['state'], message: INVALID_US_STATE_MESSAGE }),
  ])
  expect(shippingAddressSchema.safeParse({ ...ADDRESS, state: 'california' }).success).toBe(true)
  // Outside the US the state (province, region) is free text.
  expect(
    shippingAddressSchema.safeParse({ ...ADDRESS, country: 'Canada', state: 'Calif.' }).success,
  ).toBe(true)
})

test('a quote for a US state the shop does not know is refused too', () => {
  const quote = (state: string) =>
    quoteBodySchema.safeParse({
      checkoutItems: [{ productId: 'p', size: 'M', color: 'Black', quantity: 1 }],
      shippingAddress: { country: 'USA', state },
    })
  expect(quote('Calif.').error?.issues[0]).toMatchObject({
    path: ['shippingAddress', 'state'],
    message: INVALID_US_STATE_MESSAGE,
  })
  expect(quote('CA').success).toBe(true)
})
