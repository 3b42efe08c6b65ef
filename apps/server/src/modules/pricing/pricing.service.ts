import {
  SHIPPING_OPTION_UNAVAILABLE_MESSAGE,
  checkoutLineTooLargeMessage,
  checkoutTotalTooLargeMessage,
  itemStockMessage,
  itemUnavailableMessage,
  type Quote,
  type QuoteBody,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import { MAX_CHECKOUT_AMOUNT } from '@shop/shared/limits'
import type { Executor } from '../../db/client.js'
import { badInput, conflict, notFound } from '../../lib/app-error.js'
import { fromCents } from '../../lib/money.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../cart/cart.service.js'
import { toCheckoutItemDto } from '../checkout/checkout.mapper.js'
import { toShippingOptionDto } from '../shipping/shipping.mapper.js'
import {
  lineTotalCents,
  mergeLines,
  priceBasket,
  type BasketInput,
  type BasketLine,
  type BasketPrice,
} from './price-basket.js'
import { findDiscountForCustomer } from '../discounts/discounts.service.js'
import { listTaxRates } from '../tax/tax.service.js'
import { findCatalogProducts } from './pricing.repository.js'

export type PricedBasket = Extract<BasketPrice, { kind: 'priced' }>

/** What a customer's basket costs now, everything read from the database. */
export interface BasketRequest {
  userId: string
  lines: readonly BasketLine[]
  destination: BasketInput['destination']
  shippingOptionId: string | null
  discountCode: string | null
}

/**
 * Prices a customer's basket with the database's products, code and tax rates; a basket that
 * cannot be sold is refused in the shopper's words (404 unknown product, 409 stock, 400 option).
 */
export async function priceCustomerBasket(
  db: Executor,
  request: BasketRequest,
): Promise<PricedBasket> {
  const lines = mergeLines(request.lines)
  const productIds = [...new Set(lines.map((line) => line.productId))]
  if (!productIds.every(isUuid)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  const [catalog, taxRates, discount] = await Promise.all([
    findCatalogProducts(db, productIds),
    listTaxRates(db),
    findDiscount(db, request.userId, request.discountCode),
  ])
  const price = priceBasket({
    lines,
    catalog,
    destination: request.destination,
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

/** The figures of a priced basket as the wire shows them (quote answers and 409 bodies). */
export function toFigures(price: PricedBasket) {
  return {
    checkoutItems: price.items.map(toCheckoutItemDto),
    ...(price.shippingRate ? { shippingOption: toShippingOptionDto(price.shippingRate) } : {}),
    subtotal: fromCents(price.subtotalCents),
    discount: fromCents(price.discountCents),
    discountCode: price.discount?.code ?? null,
    ...(price.discountMessage === undefined ? {} : { discountMessage: price.discountMessage }),
    shippingCost: fromCents(price.shippingCents),
    tax: fromCents(price.taxCents),
    totalPrice: fromCents(price.totalCents),
  }
}

/** api-contract § Money: `POST /api/checkout/quote`. */
export async function quoteBasket(db: Executor, userId: string, body: QuoteBody): Promise<Quote> {
  const price = await priceCustomerBasket(db, {
    userId,
    lines: body.checkoutItems,
    destination: body.shippingAddress ?? null,
    shippingOptionId: body.shippingAddress ? (body.shippingOptionId ?? null) : null,
    discountCode: body.discountCode ?? null,
  })
  return {
    items: price.items.map(toCheckoutItemDto),
    subtotal: fromCents(price.subtotalCents),
    discount: fromCents(price.discountCents),
    shipping: fromCents(price.shippingCents),
    tax: fromCents(price.taxCents),
    total: fromCents(price.totalCents),
    discountCode: price.discount?.code ?? null,
    ...(price.discountMessage === undefined ? {} : { discountMessage: price.discountMessage }),
    shippingOption: price.shippingRate ? toShippingOptionDto(price.shippingRate) : null,
    freeShippingRemaining: fromCents(price.freeShippingRemainingCents),
  }
}
