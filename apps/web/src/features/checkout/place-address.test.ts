import { expect, test } from 'vitest'
import { addressFromPlace, type PlaceAddressComponent } from './place-address'

const component = (
  type: string,
  longText: string,
  shortText = longText,
): PlaceAddressComponent => ({
  types: [type, 'political'],
  longText,
  shortText,
})

test('a picked street address fills address, city, state code, ZIP and country', () => {
  expect(
    addressFromPlace([
      component('street_number', '350'),
      component('route', '5th Avenue', '5th Ave'),
      component('subpremise', '3401'),
      component('locality', 'New York'),
      component('administrative_area_level_2', 'New York County'),
      component('administrative_area_level_1', 'New York', 'NY'),
      component('country', 'United States', 'US'),
      component('postal_code', '10118'),
    ]),
  ).toEqual({
    address: '350 5th Avenue #3401',
    city: 'New York',
    state: 'NY',
    postalCode: '10118',
    country: 'United States',
  })
})

test('a place without a locality takes its sublocality as the city, and missing parts stay empty', () => {
  expect(
    addressFromPlace([
      component('premise', 'Brooklyn Navy Yard'),
      component('sublocality_level_1', 'Brooklyn'),
      component('administrative_area_level_1', 'New York', 'NY'),
      component('country', 'United States', 'US'),
    ]),
  ).toEqual({
    address: 'Brooklyn Navy Yard',
    city: 'Brooklyn',
    state: 'NY',
    postalCode: '',
    country: 'United States',
  })
})
