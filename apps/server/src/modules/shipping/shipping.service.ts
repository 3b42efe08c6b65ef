import type { ShippingRates, ShippingRatesBody } from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import type { Executor } from '../../db/client.js'
import { subtotalCents } from '../../lib/money.js'
import { findProductPrices } from './shipping.repository.js'
import { toShippingOptionDto } from './shipping.mapper.js'
import { shippingRatesFor } from './shipping-rates.js'

/**
 * docs/product-rules.md § Shipping rates: the options for an address, with free standard shipping
 * decided on the subtotal of the database's prices, never the client's. Products that do not
 * exist add nothing (the checkout refuses them later).
 */
export async function quoteShippingRates(
  db: Executor,
  body: ShippingRatesBody,
): Promise<ShippingRates> {
  const ids = body.products.map((line) => line.productId).filter(isUuid)
  const prices = await findProductPrices(db, [...new Set(ids)])
  const goodsCents = subtotalCents(
    body.products.map((line) => ({
      priceCents: prices.get(line.productId) ?? 0,
      quantity: line.quantity,
    })),
  )
  return { options: shippingRatesFor(body.address.country, goodsCents).map(toShippingOptionDto) }
}
