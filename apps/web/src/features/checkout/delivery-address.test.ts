import { expect, test } from 'vitest'
import { EMPTY_ADDRESS, validateAddress } from './delivery-address'

const filled = {
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94103',
  phone: '415 555 0100',
}

test('the form names a US state the shop does not know under State, as the server does', () => {
  expect(validateAddress({ ...filled, state: 'Calif.' })).toEqual({
    state: 'Please enter a valid US state.',
  })
  expect(validateAddress({ ...filled, state: 'california' })).toEqual({})
  expect(
    validateAddress({ ...filled, country: 'Canada', state: 'ON', postalCode: 'M5V 2T6' }),
  ).toEqual({})
})
