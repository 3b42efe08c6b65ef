import { freeEverywhereOver, zoneFreeOver } from '@shop/shared/shipping-promises'

/** One way to ship, priced in cents; `estimatedDays` may be null (docs/product-rules.md § Entities). */
export interface ShippingRate {
  id: string
  label: string
  costCents: number
  estimatedDays: number | null
}

/** A rate as the shipping table holds it: free when the subtotal is over (strictly) `freeOverCents`. */
export interface ZoneRate extends ShippingRate {
  freeOverCents: number | null
}

/**
 * What the shipping table offers a basket (docs/product-rules.md § Shipping rates), read by
 * `findShippingOffer` and priced by `priceBasket`:
 * - `zone`: the rates of the destination's zone, as the table holds them;
 * - `not_shipped`: no zone covers the destination's country;
 * - `no_destination`: none named yet; only the amount over which every zone ships free counts.
 */
export type ShippingOffer =
  | { kind: 'zone'; rates: readonly ZoneRate[] }
  | { kind: 'not_shipped' }
  | { kind: 'no_destination'; freeEverywhereOverCents: number | undefined }

const asFreeRate = (rate: ZoneRate) => ({ cost: rate.costCents, freeOver: rate.freeOverCents })

/**
 * A zone's rates for a subtotal of goods: a rate costs 0 when the subtotal is over (strictly) its
 * `freeOverCents` (exactly the amount still pays). The rates endpoint and the checkout both price
 * with this, so the shopper pays what was quoted.
 */
export function priceZoneRates(rates: readonly ZoneRate[], subtotalCents: number): ShippingRate[] {
  return rates.map(({ freeOverCents, ...rate }) =>
    freeOverCents !== null && subtotalCents > freeOverCents ? { ...rate, costCents: 0 } : rate,
  )
}

/**
 * The amount the goods must pass for free shipping: the zone's lowest free-over amount, or with
 * no destination the amount over which every zone has a free rate; undefined when there is none.
 */
export function freeShippingOverCents(offer: ShippingOffer): number | undefined {
  switch (offer.kind) {
    case 'zone':
      return zoneFreeOver(offer.rates.map(asFreeRate))
    case 'not_shipped':
      return undefined
    case 'no_destination':
      return offer.freeEverywhereOverCents
  }
}

/** The amount over which every zone of the table has a free rate (`freeEverywhereOver`). */
export function freeEverywhereOverCents(
  zones: readonly (readonly ZoneRate[])[],
): number | undefined {
  return freeEverywhereOver(zones.map((rates) => rates.map(asFreeRate)))
}

/** What the goods lack to pass `overCents` (over, strictly); 0 once they have; undefined without one. */
export function freeShippingRemainingCents(
  goodsCents: number,
  overCents: number | undefined,
): number | undefined {
  if (overCents === undefined) return undefined
  return goodsCents > overCents ? 0 : overCents + 1 - goodsCents
}
