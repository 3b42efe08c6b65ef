import { imageOfColor } from '@shop/shared/color-images'
import type { CheckoutItemRecord, DiscountRow, TaxRateRow } from '../../db/schema/index.js'
import {
  freeShippingOverCents,
  freeShippingRemainingCents,
  priceZoneRates,
  type ShippingOffer,
  type ShippingRate,
} from '../shipping/shipping-rates.js'
import { discountCents, discountRefusal, type DiscountCandidate } from './discount-rules.js'
import type { CatalogProduct } from './pricing.repository.js'
import { RATE_UNITS, shareOfCents, subtotalCents } from '../../lib/money.js'
import { taxRegionOf } from '../tax/tax-region.js'

/**
 * The shop's one price of a basket (docs/product-rules.md § Money; docs/decisions/012-one-price.md). Every
 * figure a shopper or an admin sees comes from here: the cart total, the free-shipping rule,
 * the quote, the checkout, the order and its mails. Pure: the caller reads the database.
 *
 * Order of the steps, all in integer cents:
 *   1. lines at the database's unit price; subtotal = their sum
 *   2. shipping: the chosen rate of the destination's zone in the shipping table, free when
 *      the subtotal before any discount is over its free-over amount (the same answer as the
 *      public rates)
 *   3. discount: percent or fixed off the subtotal, or free shipping off the shipping
 *   4. tax: the address's rate on (subtotal − discount + shipping), rounded half up once
 *   5. total = subtotal − discount + shipping + tax
 */

export interface BasketLine {
  productId: string
  size: string
  color: string
  quantity: number
}

export interface BasketInput {
  lines: readonly BasketLine[]
  catalog: ReadonlyMap<string, CatalogProduct>
  /** Where it ships; null before the shopper has said (no shipping, no tax yet). */
  destination: { country: string; state?: string | null | undefined } | null
  /** The shipping table's offer for the destination (`findShippingOffer`), read by the caller. */
  shipping: ShippingOffer
  shippingOptionId: string | null
  /** The code the shopper applied, looked up; null when none was given. */
  discount: (DiscountCandidate & { code: string }) | null
  taxRates: readonly TaxRateRow[]
  now: Date
}

type Item = { name: string; size: string; color: string }

export type BasketPrice =
  | {
      kind: 'priced'
      items: CheckoutItemRecord[]
      subtotalCents: number
      shippingRate: ShippingRate | null
      shippingCents: number
      discount: DiscountRow | null
      discountCents: number
      /** Why the given code does not apply (then `discount` is null). */
      discountMessage: string | undefined
      taxCents: number
      totalCents: number
      /**
       * What the goods lack for a free rate (0 once they have it): of the destination's zone, or
       * with no destination of every zone; undefined when there is none to reach.
       */
      freeShippingRemainingCents: number | undefined
    }
  | { kind: 'product_not_found' }
  | { kind: 'variant_unavailable'; item: Item }
  | { kind: 'not_enough_stock'; item: Item; countInStock: number }
  | { kind: 'shipping_unavailable' }
  /** No zone of the shipping table covers the destination's country. */
  | { kind: 'not_shipped' }

/** The tax rate for a region in thousandths of a percent: its state's row, else its country's, else 0. */
export function taxRateFor(
  rates: readonly TaxRateRow[],
  destination: { country: string; state?: string | null | undefined },
): number {
  const region = taxRegionOf(destination.country, destination.state)
  const byState = rates.find(
    (rate) => rate.country === region.country && rate.state === region.state,
  )
  if (byState && region.state !== '') return byState.rate
  return rates.find((rate) => rate.country === region.country && rate.state === '')?.rate ?? 0
}

export function priceBasket(input: BasketInput): BasketPrice {
  const items: CheckoutItemRecord[] = []
  for (const line of input.lines) {
    const product = input.catalog.get(line.productId)
    if (!product) return { kind: 'product_not_found' }
    const item = { name: product.name, size: line.size, color: line.color }
    const variant = product.variants.find((v) => v.size === line.size && v.color === line.color)
    if (!variant) return { kind: 'variant_unavailable', item }
    if (line.quantity > variant.countInStock) {
      return { kind: 'not_enough_stock', item, countInStock: variant.countInStock }
    }
    items.push({
      productId: product.id,
      name: product.name,
      // The checkout and order copy the line colour's picture (docs/api.md § Product images).
      image: imageOfColor(product.images, line.color)?.url ?? '',
      priceCents: product.priceCents,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
    })
  }
  const goodsCents = subtotalCents(items)

  if (input.destination && input.shipping.kind === 'not_shipped') return { kind: 'not_shipped' }
  const rates =
    input.destination && input.shipping.kind === 'zone'
      ? priceZoneRates(input.shipping.rates, goodsCents)
      : []
  let shippingRate: ShippingRate | null = null
  if (input.destination && input.shippingOptionId !== null) {
    shippingRate = rates.find((rate) => rate.id === input.shippingOptionId) ?? null
    if (!shippingRate) return { kind: 'shipping_unavailable' }
  }
  const shippingCents = shippingRate?.costCents ?? 0

  let discount: DiscountRow | null = null
  let discountMessage: string | undefined
  let takenOffCents = 0
  if (input.discount) {
    discountMessage = discountRefusal(input.discount, { subtotalCents: goodsCents, now: input.now })
    if (discountMessage === undefined && input.discount.row) {
      discount = input.discount.row
      takenOffCents = discountCents(discount, {
        subtotalCents: goodsCents,
        shippingCents,
        cheapestShippingCents: Math.min(...rates.map((rate) => rate.costCents), shippingCents),
      })
    }
  }

  const taxableCents = goodsCents - takenOffCents + shippingCents
  const taxCents = input.destination
    ? shareOfCents(taxableCents, taxRateFor(input.taxRates, input.destination), RATE_UNITS)
    : 0

  return {
    kind: 'priced',
    items,
    subtotalCents: goodsCents,
    shippingRate,
    shippingCents,
    discount,
    discountCents: takenOffCents,
    discountMessage,
    taxCents,
    totalCents: taxableCents + taxCents,
    freeShippingRemainingCents: freeShippingRemainingCents(
      goodsCents,
      freeShippingOverCents(input.shipping),
    ),
  }
}
