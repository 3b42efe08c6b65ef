import { US_STATES } from '@shop/shared/us-states'
import { expect, test } from 'vitest'
import zipcodes from 'zipcodes'
import { zipStateMismatch } from './us-state-of-zip.js'

test('the shop’s US states are exactly the places the ZIP data has US codes for, less military and freely associated ones', () => {
  const inZipData = new Set<string>()
  for (let zip = 0; zip < 100_000; zip++) {
    const place = zipcodes.lookup(String(zip).padStart(5, '0'))
    if (place?.country === 'US') inZipData.add(place.state)
  }
  for (const notAState of ['AA', 'AE', 'AP', 'FM', 'MH', 'PW']) inZipData.delete(notAState)
  expect(Object.keys(US_STATES).sort()).toEqual([...inZipData].sort())
  // The names of the 50 states and DC are the ZIP data's own.
  const names = zipcodes.states.abbr as Record<string, string | undefined>
  for (const [code, name] of Object.entries(US_STATES)) {
    if (names[code] !== undefined) expect(name.toUpperCase()).toBe(names[code])
  }
})

const address = (state: string, postalCode: string) => ({
  country: 'United States',
  state,
  postalCode,
})

test('a ZIP code in another state than the one given is named in the message', () => {
  expect(zipStateMismatch(address('California', '78701'))).toBe(
    'The ZIP code 78701 is in Texas, not in California: please check the state and ZIP code.',
  )
  expect(zipStateMismatch(address('TX', '78701-1234'))).toBeUndefined()
  expect(zipStateMismatch(address('pr', '00901'))).toBeUndefined()
  expect(zipStateMismatch(address('DC', '20001'))).toBeUndefined()
})

test('outside the US, or with a ZIP code the data does not know, nothing is claimed', () => {
  expect(zipStateMismatch({ country: 'Canada', state: 'ON', postalCode: '78701' })).toBeUndefined()
  expect(zipStateMismatch(address('TX', '00000'))).toBeUndefined()
})
