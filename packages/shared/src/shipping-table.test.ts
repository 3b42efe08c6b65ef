import { expect, test } from 'vitest'
import { shippingTableSchema } from './shipping-table.js'

const messagesOf = (table: unknown) => {
  const checked = shippingTableSchema.safeParse(table)
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message)
}

const zone = (name: string, countries: unknown) => ({
  name,
  countries,
  rates: [{ id: 'standard', label: 'Standard', cost: 5 }],
})

test('a country is in one zone only, and once in it', () => {
  expect(messagesOf({ zones: [zone('A', ['US']), zone('B', ['us'])] })).toEqual([
    'US is in two zones: "A" and "B".',
  ])
  expect(messagesOf({ zones: [zone('A', ['DE', 'de'])] })).toEqual(['DE is listed twice in "A".'])
})

test('codes are stored upper-cased; the rest of the world is one zone at most', () => {
  const checked = shippingTableSchema.parse({
    zones: [zone('A', ['us']), zone('W', 'rest_of_world')],
  })
  expect(checked.zones.map((each) => each.countries)).toEqual([['US'], 'rest_of_world'])
  expect(messagesOf({ zones: [zone('W', 'rest_of_world'), zone('X', 'rest_of_world')] })).toEqual([
    'Only one zone can be the rest of the world ("W" already is).',
  ])
})
