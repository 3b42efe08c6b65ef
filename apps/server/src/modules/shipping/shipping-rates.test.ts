import { expect, test } from 'vitest'
import {
  freeEverywhereOverCents,
  freeShippingOverCents,
  freeShippingRemainingCents,
  priceZoneRates,
  type ZoneRate,
} from './shipping-rates.js'
import { notShippedMessage } from './shipping-destination.js'

const rate = (id: string, costCents: number, freeOverCents: number | null = null): ZoneRate => ({
  id,
  label: id,
  costCents,
  estimatedDays: 5,
  freeOverCents,
})

const US = [rate('standard', 599, 10_000), rate('express', 1499), rate('overnight', 2999)]
const WORLD = [rate('international_standard', 1999, 10_000), rate('international_express', 3999)]

const summary = (rates: readonly ZoneRate[], subtotalCents: number) =>
  priceZoneRates(rates, subtotalCents).map((each) => `${each.id} ${String(each.costCents)}`)

test('a rate is free over (strictly) its free-over amount; exactly the amount still pays', () => {
  expect(summary(US, 10_001)).toEqual(['standard 0', 'express 1499', 'overnight 2999'])
  expect(summary(US, 10_000)).toEqual(['standard 599', 'express 1499', 'overnight 2999'])
})

test('a priced rate keeps its label and days, and drops the table’s free-over amount', () => {
  expect(priceZoneRates([rate('standard', 599, 10_000)], 0)).toEqual([
    { id: 'standard', label: 'standard', costCents: 599, estimatedDays: 5 },
  ])
})

test('the amount to pass for free shipping: the zone’s lowest, every zone’s, or none', () => {
  expect(freeShippingOverCents({ kind: 'zone', rates: US })).toBe(10_000)
  expect(freeShippingOverCents({ kind: 'zone', rates: [rate('flat', 999)] })).toBeUndefined()
  expect(freeShippingOverCents({ kind: 'not_shipped' })).toBeUndefined()
  expect(freeShippingOverCents({ kind: 'no_destination', freeEverywhereOverCents: 5_000 })).toBe(
    5_000,
  )
  expect(freeEverywhereOverCents([US, WORLD])).toBe(10_000)
  expect(freeEverywhereOverCents([US, [rate('flat', 999)]])).toBeUndefined()
})

test('what the goods lack: one cent past the amount, 0 once past, nothing without an amount', () => {
  expect(freeShippingRemainingCents(0, 10_000)).toBe(10_001)
  expect(freeShippingRemainingCents(10_000, 10_000)).toBe(1)
  expect(freeShippingRemainingCents(10_001, 10_000)).toBe(0)
  expect(freeShippingRemainingCents(5_000, undefined)).toBeUndefined()
})

test('a country the shop does not ship to is named in English, or as the shopper wrote it', () => {
  expect(notShippedMessage('de')).toBe('We do not ship to Germany yet.')
  expect(notShippedMessage(' Atlantis ')).toBe('We do not ship to Atlantis yet.')
})
