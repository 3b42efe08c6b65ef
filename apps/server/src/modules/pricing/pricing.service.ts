import {
  SHIPPING_OPTION_UNAVAILABLE_MESSAGE,
  checkoutLineTooLargeMessage,
  checkoutTotalTooLargeMessage,
  itemStockMessage,
  itemUnavailableMessage,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import { MAX_CHECKOUT_AMOUNT } from '@shop/shared/limits'
import type { Executor } from '../../db/client.js'
import { badInput, conflict, notFound } from '../../lib/app-error.js'
import { lineTotalCents } from '../../lib/money.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.js'
import { mergeStockLines } from '../catalog/stock.service.js'
import { priceBasket, type BasketInput, type BasketLine, type BasketPrice } from './price-basket.js'
import { findDiscountForCustomer } from '../discounts/discounts.service.js'
import { listTaxRates } from '../tax/tax.service.js'
import { notShippedMessage } from '../shipping/shipping-destination.js'
import { findShippingOffer } from '../shipping/shipping.service.js'
import { findCatalogProducts } from './pricing.repository.js'

export type PricedBasket = Extract<BasketPrice, { kind: 'priced' }>

export { goodsDiscountCents } from './discount-rules.js'

/** What a customer's basket costs now, everything read from the database. */
export interface BasketRequest {
  userId: string
  lines: readonly BasketLine[]
  destination: BasketInput['destination']
  shippingOptionId: string | null
  discountCode: string | null
}

/**
 * Prices a customer's basket with the database's products, code, tax rates and shipping table; a
 * basket that cannot be sold is refused in the shopper's words (404 unknown product, 409 stock,
 * 400 option or a country the shop does not ship to).
 */
export async function priceCustomerBasket(
  db: Executor,
  request: BasketRequest,
): Promise<PricedBasket> {
  const lines = mergeStockLines(request.lines)
  const productIds = [...new Set(lines.map((line) => line.productId))]
  if (!productIds.every(isUuid)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  const [catalog, taxRates, discount, shipping] = await Promise.all([
    findCatalogProducts(db, productIds),
    listTaxRates(db),
    findDiscount(db, request.userId, request.discountCode),
    findShippingOffer(db, request.destination?.country ?? null),
  ])
  const price = priceBasket({
    lines,
    catalog,
    destination: request.destination,
    shipping,
    shippingOptionId: request.shippingOptionId,
    discount,
    taxRates,
    now: new Date(),
  })
  switch (price.kind) {
    case 'product_not_found':
      throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
    case 'variant_unavailable':
      throw conflict(itemUnavailableMessage(price.item))
    case 'not_enough_stock':
      throw conflict(itemStockMessage(price.item, price.countInStock))
    case 'shipping_unavailable':
      throw badInput(SHIPPING_OPTION_UNAVAILABLE_MESSAGE)
    case 'not_shipped':
      throw badInput(notShippedMessage(request.destination?.country ?? ''))
    case 'priced':
      assertStorableAmounts(price)
      return price
  }
}

/**
 * A line or a total beyond MAX_CHECKOUT_AMOUNT is bad input (400), so absurd quantities of an
 * expensive product never reach the integer-cent columns of checkouts and orders as a 500.
 */
function assertStorableAmounts(price: PricedBasket): void {
  const limitCents = MAX_CHECKOUT_AMOUNT * 100
  for (const item of price.items) {
    const amountCents = lineTotalCents(item)
    if (amountCents > limitCents) {
      throw badInput(checkoutLineTooLargeMessage(item, amountCents))
    }
  }
  const largestCents = Math.max(price.subtotalCents, price.totalCents)
  if (largestCents > limitCents) throw badInput(checkoutTotalTooLargeMessage(largestCents))
}

async function findDiscount(
  db: Executor,
  userId: string,
  code: string | null,
): Promise<BasketInput['discount']> {
  if (code === null) return null
  return { code, ...(await findDiscountForCustomer(db, code, userId)) }
}
