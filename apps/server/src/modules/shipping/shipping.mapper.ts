import type { ShippingOption } from '@shop/shared/checkout'
import { COUNTRY_NAMES } from '@shop/shared/countries'
import {
  REST_OF_WORLD,
  type ShippingTable,
  type ShippingTableAnswer,
} from '@shop/shared/shipping-table'
import type { ShippingSummary } from '@shop/shared/shipping-summary'
import type { ShippingRateRow } from '../../db/schema/index.js'
import { fromCents, toCents } from '../../lib/money.js'
import type { ZoneRate } from './shipping-rates.js'
import type { ShippingZoneRecord, ShippingZoneValues } from './shipping.repository.js'

/** A priced way to ship as the wire shows it (docs/product-rules.md § Entities, Shipping option). */
export function toShippingOptionDto(rate: {
  id: string
  label: string
  costCents: number
  estimatedDays: number | null
}): ShippingOption {
  return {
    id: rate.id,
    label: rate.label,
    cost: fromCents(rate.costCents),
    estimated_days: rate.estimatedDays,
  }
}

/** A stored rate as the pricing rules read it. */
export function toZoneRate(row: Omit<ShippingRateRow, 'zoneId' | 'position'>): ZoneRate {
  return {
    id: row.rateId,
    label: row.label,
    costCents: row.costCents,
    estimatedDays: row.estimatedDays,
    freeOverCents: row.freeOverCents,
  }
}

/** A rate in dollars, its optional fields left out when unset (the table's and summary's shape). */
function toRateDto(row: Omit<ShippingRateRow, 'zoneId' | 'position'>) {
  return {
    id: row.rateId,
    label: row.label,
    cost: fromCents(row.costCents),
    ...(row.estimatedDays === null ? {} : { estimatedDays: row.estimatedDays }),
    ...(row.freeOverCents === null ? {} : { freeOver: fromCents(row.freeOverCents) }),
  }
}

/** The table as `GET /api/admin/shipping` answers it. */
export function toShippingTableDto(zones: readonly ShippingZoneRecord[]): ShippingTableAnswer {
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      countries: zone.coversRestOfWorld ? REST_OF_WORLD : zone.countries,
      rates: zone.rates.map(toRateDto),
    })),
  }
}

/** The table as the storefront tells it (`GET /api/shipping/summary`): countries by name. */
export function toShippingSummaryDto(
  zones: readonly ShippingZoneRecord[],
  freeEverywhereOverCents: number | undefined,
): ShippingSummary {
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      restOfWorld: zone.coversRestOfWorld,
      countries: zone.countries
        .map((code) => COUNTRY_NAMES.get(code) ?? code)
        .sort((a, b) => a.localeCompare(b, 'en')),
      rates: zone.rates.map(toRateDto),
    })),
    ...(freeEverywhereOverCents === undefined
      ? {}
      : { freeShippingOver: fromCents(freeEverywhereOverCents) }),
  }
}

/** A checked table (`shippingTableSchema`) as its rows are written: dollars become cents. */
export function toShippingZoneValues(table: ShippingTable): ShippingZoneValues[] {
  return table.zones.map((zone) => ({
    name: zone.name,
    coversRestOfWorld: zone.countries === REST_OF_WORLD,
    countries: zone.countries === REST_OF_WORLD ? [] : zone.countries,
    rates: zone.rates.map((rate) => ({
      rateId: rate.id,
      label: rate.label,
      costCents: toCents(rate.cost),
      estimatedDays: rate.estimatedDays ?? null,
      freeOverCents: rate.freeOver === undefined ? null : toCents(rate.freeOver),
    })),
  }))
}
