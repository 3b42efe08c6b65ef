import { expect, test } from 'vitest'
import { lookUpZip } from './zip-lookup.js'

test('a known US ZIP code gives its city and state', () => {
  expect(lookUpZip('10001')).toEqual({ city: 'New York', state: 'NY', country: 'United States' })
})

test('an unknown, short or non-numeric ZIP code gives nothing', () => {
  expect(lookUpZip('00000')).toBeNull()
  expect(lookUpZip('1000')).toBeNull()
  expect(lookUpZip('1000a')).toBeNull()
  expect(lookUpZip('10001-1234')).toBeNull()
})
