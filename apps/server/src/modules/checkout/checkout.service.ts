import {
  CHECKOUT_ALREADY_PAID_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  CHECKOUT_REFUNDED_MESSAGE,
  PAYMENT_AMOUNT_MISMATCH_MESSAGE,
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_NOT_APPROVED_MESSAGE,
  PAYMENT_NOT_FOR_CHECKOUT_MESSAGE,
  PAYMENT_NOT_STARTED_MESSAGE,
  PRICES_CHANGED_MESSAGE,
  SHIPPING_OPTION_UNAVAILABLE_MESSAGE,
  itemStockMessage,
  itemUnavailableMessage,
  type Checkout,
  type CheckoutPayment,
  type CreateCheckoutBody,
  type PayCheckoutBody,
  type PaymentConfig,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import { CURRENCY } from '@shop/shared/limits'
import type { PaymentDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import type { CheckoutItemRecord, CheckoutRow } from '../../db/schema/index.js'
import { badInput, conflict, notFound } from '../../lib/app-error.js'
import { fromCents } from '../../lib/money.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../cart/cart.service.js'
import { toShippingOptionDto } from '../shipping/shipping.mapper.js'
import { findShippingRate } from '../shipping/shipping.service.js'
import {
  findCatalogProducts,
  findCheckoutOfUser,
  findVariantStocks,
  insertCheckout,
  markCheckoutPaid,
  setPaymentOrder,
} from './checkout.repository.js'
import { toCheckoutDto, toCheckoutItemDto } from './checkout.mapper.js'
import {
  PaymentError,
  type CapturedPayment,
  type PaymentProvider,
} from './payments/payment-provider.js'
import { findShortItem, isQuoteStale, mergeLines, priceItems } from './pricing.js'

/** The caller's checkout; someone else's is as unknown as a missing one (404). */
export async function getOwnCheckout(
  db: Executor,
  userId: string,
  id: string,
): Promise<CheckoutRow> {
  const checkout = isUuid(id) ? await findCheckoutOfUser(db, userId, id) : undefined
  if (!checkout) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE)
  return checkout
}

/**
 * api-contract § Checkout: prices every line from the database, the shipping from the rate
 * table, and refuses (409, with the fresh figures) a client whose prices or total differ, so
 * nobody pays a price they did not see. Stock must cover every line (409).
 */
export async function createCheckout(
  db: Executor,
  userId: string,
  body: CreateCheckoutBody,
): Promise<Checkout> {
  const lines = mergeLines(body.checkoutItems)
  const productIds = [...new Set(lines.map((line) => line.productId))]
  if (!productIds.every(isUuid)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  const priced = priceItems(lines, await findCatalogProducts(db, productIds))
  switch (priced.kind) {
    case 'product_not_found':
      throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
    case 'variant_unavailable':
      throw conflict(itemUnavailableMessage(priced.item))
    case 'not_enough_stock':
      throw conflict(itemStockMessage(priced.item, priced.countInStock))
    case 'priced':
      break
  }
  const rate = findShippingRate(
    body.shippingAddress.country,
    priced.subtotalCents,
    body.shippingOption.id,
  )
  if (!rate) throw badInput(SHIPPING_OPTION_UNAVAILABLE_MESSAGE)
  const totalCents = priced.subtotalCents + rate.costCents
  const shown = {
    lines: body.checkoutItems,
    totalPrice: body.totalPrice,
    ...(body.shippingOption.cost === undefined ? {} : { shippingCost: body.shippingOption.cost }),
  }
  if (isQuoteStale(shown, { items: priced.items, shippingCents: rate.costCents, totalCents })) {
    throw conflict(PRICES_CHANGED_MESSAGE, {
      checkoutItems: priced.items.map(toCheckoutItemDto),
      shippingOption: toShippingOptionDto(rate),
      subtotal: fromCents(priced.subtotalCents),
      shippingCost: fromCents(rate.costCents),
      totalPrice: fromCents(totalCents),
    })
  }
  const row = await insertCheckout(db, {
    userId,
    items: priced.items,
    shippingAddress: body.shippingAddress,
    shippingOption: rate,
    paymentMethod: body.paymentMethod,
    subtotalCents: priced.subtotalCents,
    shippingCents: rate.costCents,
    totalCents,
  })
  return toCheckoutDto(row)
}

/** 409 unless the stock still covers every line: checked before any money moves. */
async function assertInStock(db: Executor, items: readonly CheckoutItemRecord[]): Promise<void> {
  const stocks = await findVariantStocks(db, [...new Set(items.map((item) => item.productId))])
  const short = findShortItem(items, stocks)
  if (short) throw conflict(itemStockMessage(short.item, short.countInStock))
}

/** 409 when the checkout can take no (more) payment. */
function assertAwaitingPayment(checkout: CheckoutRow): void {
  if (checkout.paymentStatus === 'paid') throw conflict(CHECKOUT_ALREADY_PAID_MESSAGE)
  if (checkout.paymentStatus === 'refunded') throw conflict(CHECKOUT_REFUNDED_MESSAGE)
}

/**
 * api-contract § Checkout: opens a payment with the provider for the server's total (never a
 * figure from the request). Each call opens a new one; only the latest can pay the checkout.
 */
export async function openCheckoutPayment(
  { db, paymentProvider }: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutPayment> {
  const checkout = await getOwnCheckout(db, userId, checkoutId)
  assertAwaitingPayment(checkout)
  await assertInStock(db, checkout.items)
  const { orderId } = await paymentProvider.openPayment({
    amountCents: checkout.totalCents,
    currency: CURRENCY,
    referenceId: checkout.id,
  })
  const updated = await setPaymentOrder(db, checkout.id, {
    provider: paymentProvider.name,
    orderId,
  })
  // Paid in the meantime (another tab): this new payment is never used.
  if (!updated) throw conflict(CHECKOUT_ALREADY_PAID_MESSAGE)
  return { provider: paymentProvider.name, orderId }
}

const PAYMENT_ERROR_MESSAGES: Record<PaymentError['reason'], string> = {
  declined: PAYMENT_DECLINED_MESSAGE,
  not_approved: PAYMENT_NOT_APPROVED_MESSAGE,
  not_found: PAYMENT_NOT_FOR_CHECKOUT_MESSAGE,
}

async function capture(provider: PaymentProvider, orderId: string): Promise<CapturedPayment> {
  try {
    return await provider.capturePayment({ orderId })
  } catch (error) {
    if (error instanceof PaymentError) throw conflict(PAYMENT_ERROR_MESSAGES[error.reason])
    throw error
  }
}

/**
 * api-contract § Checkout: a checkout is marked paid only after the server captured the payment
 * it opened for it and the provider confirms COMPLETED, our total and USD. The browser only
 * names the payment; an id this checkout did not open (someone else's, a used one) is refused.
 * Money taken that does not match is given back at once (docs/decisions/006).
 */
export async function payCheckout(
  { db, paymentProvider }: PaymentDeps,
  userId: string,
  checkoutId: string,
  body: PayCheckoutBody,
): Promise<Checkout> {
  const checkout = await getOwnCheckout(db, userId, checkoutId)
  const orderId = body.paymentDetails.orderId
  // Confirming the same payment twice (a retry, a second tab) answers the paid checkout.
  if (checkout.paymentStatus === 'paid' && checkout.paymentOrderId === orderId) {
    return toCheckoutDto(checkout)
  }
  assertAwaitingPayment(checkout)
  if (checkout.paymentOrderId === null) throw conflict(PAYMENT_NOT_STARTED_MESSAGE)
  if (checkout.paymentOrderId !== orderId || checkout.paymentProvider !== paymentProvider.name) {
    throw conflict(PAYMENT_NOT_FOR_CHECKOUT_MESSAGE)
  }
  // Sold out since: refuse before capturing, so the buyer is never charged for it.
  await assertInStock(db, checkout.items)

  const captured = await capture(paymentProvider, orderId)
  if (captured.status !== 'COMPLETED' || captured.captureId === null) {
    throw conflict(PAYMENT_DECLINED_MESSAGE)
  }
  const captureId = captured.captureId
  if (
    captured.orderId !== orderId ||
    captured.amountCents !== checkout.totalCents ||
    captured.currency !== CURRENCY
  ) {
    await paymentProvider.refundPayment({ captureId })
    throw conflict(PAYMENT_AMOUNT_MISMATCH_MESSAGE)
  }
  const paid = await markCheckoutPaid(db, checkout.id, { orderId, captureId, paidAt: new Date() })
  if (paid) return toCheckoutDto(paid)
  // A parallel confirmation of the same payment won: answer what it recorded.
  const current = await getOwnCheckout(db, userId, checkoutId)
  if (current.paymentStatus === 'paid' && current.paymentCaptureId === captureId) {
    return toCheckoutDto(current)
  }
  // The checkout moved on to another payment while this one was captured: give the money back.
  await paymentProvider.refundPayment({ captureId })
  throw conflict(PAYMENT_NOT_FOR_CHECKOUT_MESSAGE)
}

/** Which payment the checkout page shows (the PayPal client id is public by design). */
export function getPaymentConfig({ paymentProvider }: PaymentDeps): PaymentConfig {
  return { provider: paymentProvider.name, clientId: paymentProvider.clientId, currency: CURRENCY }
}
