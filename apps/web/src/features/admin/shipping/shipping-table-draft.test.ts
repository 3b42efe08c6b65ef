import { shippingTableSchema, type ShippingTableAnswer } from '@shop/shared/shipping-table'
import { expect, test } from 'vitest'
import { errorsByField, fieldKey, toTableInput, toZoneDrafts } from './shipping-table-draft'

const TABLE: ShippingTableAnswer = {
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      rates: [
        { id: 'standard', label: 'Standard', cost: 5.99, estimatedDays: 5, freeOver: 100 },
        { id: 'express', label: 'Express', cost: 14.99 },
      ],
    },
    {
      name: 'Rest of the world',
      countries: 'rest_of_world',
      rates: [{ id: 'world', label: 'World', cost: 19.99 }],
    },
  ],
}

test('a stored table comes back unchanged through its drafts', () => {
  const checked = shippingTableSchema.safeParse(toTableInput(toZoneDrafts(TABLE)))
  expect(checked.success && checked.data).toEqual(TABLE)
})

test('what the schema refuses is put under the zone or rate field it is about', () => {
  const zones = toZoneDrafts(TABLE)
  const [us, world] = zones
  if (!us || !world) throw new Error('two zones expected')
  const [standard, express] = us.rates
  if (!standard || !express) throw new Error('two rates expected')
  us.name = ' '
  standard.cost = '-1'
  express.id = 'standard'
  world.restOfWorld = false
  world.countries = ['US']

  const checked = shippingTableSchema.safeParse(toTableInput(zones))
  expect(checked.success).toBe(false)
  const errors = errorsByField(zones, checked.error?.issues ?? [])
  expect(errors).toEqual({
    [fieldKey.zone(us.key, 'name')]: 'A zone needs a name.',
    [fieldKey.rate(us.key, standard.key, 'cost')]: 'A rate’s cost cannot be negative.',
    [fieldKey.rate(us.key, express.key, 'id')]: 'Two rates of "" have the id "standard".',
    [fieldKey.zone(world.key, 'countries')]: 'US is in two zones: "" and "Rest of the world".',
  })
})

test('a blank figure is left out, a word stays a word for the schema to refuse', () => {
  const zones = toZoneDrafts(TABLE)
  const rate = zones[0]?.rates[0]
  if (!rate) throw new Error('a rate expected')
  rate.estimatedDays = ''
  rate.freeOver = ' '
  rate.cost = 'free'
  const input = toTableInput(zones) as { zones: { rates: Record<string, unknown>[] }[] }
  expect(input.zones[0]?.rates[0]).toEqual({ id: 'standard', label: 'Standard', cost: 'free' })
})
