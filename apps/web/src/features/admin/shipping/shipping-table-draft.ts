import { REST_OF_WORLD, type ShippingTableAnswer } from '@shop/shared/shipping-table'

/**
 * The shipping table as the back office edits it: every figure as typed, and keys that tell
 * zones and rates apart while others are added or removed. `toTableInput` turns it into the
 * body `shippingTableSchema` checks; `errorsByField` puts the schema's messages by their fields.
 */
export interface RateDraft {
  key: number
  id: string
  label: string
  cost: string
  estimatedDays: string
  freeOver: string
}

export interface ZoneDraft {
  key: number
  name: string
  restOfWorld: boolean
  /** ISO codes, in the order they were added. */
  countries: string[]
  rates: RateDraft[]
}

export type RateField = 'id' | 'label' | 'cost' | 'estimatedDays' | 'freeOver'

let lastKey = 0
export const newDraftKey = () => (lastKey += 1)

export function newRateDraft(): RateDraft {
  return { key: newDraftKey(), id: '', label: '', cost: '', estimatedDays: '', freeOver: '' }
}

export function newZoneDraft(): ZoneDraft {
  return {
    key: newDraftKey(),
    name: '',
    restOfWorld: false,
    countries: [],
    rates: [newRateDraft()],
  }
}

const typed = (amount: number | undefined) => (amount === undefined ? '' : String(amount))

export function toZoneDrafts(table: ShippingTableAnswer): ZoneDraft[] {
  return table.zones.map((zone) => ({
    key: newDraftKey(),
    name: zone.name,
    restOfWorld: zone.countries === REST_OF_WORLD,
    countries: zone.countries === REST_OF_WORLD ? [] : [...zone.countries],
    rates: zone.rates.map((rate) => ({
      key: newDraftKey(),
      id: rate.id,
      label: rate.label,
      cost: typed(rate.cost),
      estimatedDays: typed(rate.estimatedDays),
      freeOver: typed(rate.freeOver),
    })),
  }))
}

/** A typed figure as the schema reads it: blank is missing, text that is no number stays text. */
function toNumber(text: string): number | string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = Number(trimmed)
  return Number.isNaN(value) ? trimmed : value
}

/** The body of `PUT /api/admin/shipping`, unchecked: the shared schema says what is wrong. */
export function toTableInput(zones: readonly ZoneDraft[]): unknown {
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      countries: zone.restOfWorld ? REST_OF_WORLD : zone.countries,
      rates: zone.rates.map((rate) => {
        const [cost, estimatedDays, freeOver] = [
          toNumber(rate.cost),
          toNumber(rate.estimatedDays),
          toNumber(rate.freeOver),
        ]
        return {
          id: rate.id,
          label: rate.label,
          cost,
          ...(estimatedDays === undefined ? {} : { estimatedDays }),
          ...(freeOver === undefined ? {} : { freeOver }),
        }
      }),
    })),
  }
}

/** Where a message shows: a zone's name, countries or rates, one rate's field, or the table. */
export const fieldKey = {
  zone: (zone: number, field: 'name' | 'countries' | 'rates') => `${String(zone)}.${field}`,
  rate: (zone: number, rate: number, field: RateField) =>
    `${String(zone)}.${String(rate)}.${field}`,
  table: 'table',
} as const

/** The first message of each field the schema refuses, by `fieldKey`. */
export function errorsByField(
  zones: readonly ZoneDraft[],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const { path, message } of issues) {
    const [, zoneIndex, part, rateIndex, rateField] = path
    const zone = typeof zoneIndex === 'number' ? zones[zoneIndex] : undefined
    let key: string = fieldKey.table
    if (zone && (part === 'name' || part === 'countries')) key = fieldKey.zone(zone.key, part)
    else if (zone && part === 'rates') {
      const rate = typeof rateIndex === 'number' ? zone.rates[rateIndex] : undefined
      key =
        rate && typeof rateField === 'string'
          ? fieldKey.rate(zone.key, rate.key, rateField as RateField)
          : fieldKey.zone(zone.key, 'rates')
    }
    errors[key] ??= message
  }
  return errors
}
