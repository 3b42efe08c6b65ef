import { expect, test } from 'vitest'
import { isUnitedStates } from './checkout.js'
import { countryCodeOf } from './countries.js'

test.each([
  ['Germany', 'DE'],
  ['de', 'DE'],
  [' united  kingdom ', 'GB'],
  ['UK', 'GB'],
  ['United States', 'US'],
  ['U.S.A.', 'US'],
  ['United States of America', 'US'],
  ['Japan', 'JP'],
])('%j is %s', (written, code) => {
  expect(countryCodeOf(written)).toBe(code)
})

test.each(['Narnia', '', 'America', 'Amerika'])('%j names no country', (written) => {
  expect(countryCodeOf(written)).toBeUndefined()
})

test('whatever names the United States for shipping names it for tax and the ZIP check too', () => {
  for (const written of ['US', 'usa', 'United States', 'united states of america', 'America']) {
    expect(countryCodeOf(written) === 'US').toBe(isUnitedStates(written))
  }
})
