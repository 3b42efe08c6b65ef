import type { ShippingRates, ShippingRatesBody } from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import type { Executor } from '../../db/client.js'
import { findProductPrices } from './shipping.repository.js'
import { toShippingOptionDto } from './shipping.mapper.js'
import { shippingRatesFor, type ShippingRate } from './shipping-rates.js'

/**
 * api-contract § Shipping rates: the options for an address, with free standard shipping
 * decided on the subtotal of the database's prices, never the client's. Products that do not
 * exist add nothing (the checkout refuses them later).
 */
export async function quoteShippingRates(
  db: Executor,
  body: ShippingRatesBody,
): Promise<ShippingRates> {
  const ids = body.products.map((line) => line.productId).filter(isUuid)
  const prices = await findProductPrices(db, [...new Set(ids)])
  let subtotalCents = 0
  for (const line of body.products) {
    subtotalCents += (prices.get(line.productId) ?? 0) * line.quantity
  }
  return { options: shippingRatesFor(body.address.country, subtotalCents).map(toShippingOptionDto) }
}

/** The rate of option `id` for this country and subtotal; undefined when it is not offered there. */
export function findShippingRate(
  country: string,
  subtotalCents: number,
  id: string,
): ShippingRate | undefined {
  return shippingRatesFor(country, subtotalCents).find((rate) => rate.id === id)
}
