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
  QUOTE_EXPIRED_MESSAGE,
  SHIPPING_OPTION_UNAVAILABLE_MESSAGE,
  type Checkout,
  type CheckoutPayment,
  type CreateCheckoutBody,
  type PayCheckoutBody,
  type PaymentConfig,
  type Quote,
  type QuoteBody,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import { NOTHING_TO_PAY_MESSAGE, storeCreditChangedMessage } from '@shop/shared/store-credit'
import { CURRENCY, QUOTE_HOLD_MINUTES } from '@shop/shared/limits'
import type { PaymentDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import type { CheckoutRow } from '../../db/schema/index.js'
import { AppError, badInput, conflict, notFound } from '../../lib/app-error.js'
import {
  goodsDiscountCents,
  priceCustomerBasket,
  type PricedBasket,
} from '../pricing/pricing.service.js'
import { findStoreCreditBalance } from '../store-credit/store-credit.service.js'
import { isQuoteStale, isSamePrice } from './compare-prices.js'
import { zipStateMismatch } from '../shipping/us-state-of-zip.js'
import {
  findCheckoutOfUser,
  insertCheckout,
  markCheckoutPaid,
  setPaymentOrder,
} from './checkout.repository.js'
import { toCheckoutDto, toPriceFiguresDto, toQuoteDto } from './checkout.mapper.js'
import {
  PaymentError,
  type CapturedPayment,
  type PaymentProvider,
} from '../payments/payment-provider.js'

/**
 * The store credit a basket of `totalCents` spends when the shopper asks for it: the caller's
 * balance, up to the total (docs/decisions/033-store-credit.md).
 */
async function storeCreditFor(
  db: Executor,
  userId: string,
  totalCents: number,
  useStoreCredit: boolean,
): Promise<number> {
  if (!useStoreCredit) return 0
  return Math.min(await findStoreCreditBalance(db, userId), totalCents)
}

/** What the payment of a checkout takes: its total less the store credit it spends. */
export function amountDueCents(checkout: Pick<CheckoutRow, 'totalCents' | 'storeCreditCents'>) {
  return checkout.totalCents - checkout.storeCreditCents
}

/** docs/product-rules.md § Money: `POST /api/checkout/quote`, what the caller's basket costs now. */
export async function quoteBasket(db: Executor, userId: string, body: QuoteBody): Promise<Quote> {
  const price = await priceCustomerBasket(db, {
    userId,
    lines: body.checkoutItems,
    destination: body.shippingAddress ?? null,
    shippingOptionId: body.shippingAddress ? (body.shippingOptionId ?? null) : null,
    discountCode: body.discountCode ?? null,
  })
  const storeCreditCents = await storeCreditFor(
    db,
    userId,
    price.totalCents,
    body.useStoreCredit === true,
  )
  return toQuoteDto(price, storeCreditCents)
}

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
 * docs/product-rules.md § Checkout and § Money: prices the basket with the one pricing function and
 * refuses (409, with the fresh figures) a client whose prices or total differ, or whose code no
 * longer applies, so nobody pays a price they did not see. With `useStoreCredit` the checkout
 * keeps the credit the balance covers now (up to the total); it is spent when it is finalized.
 */
export async function createCheckout(
  db: Executor,
  userId: string,
  body: CreateCheckoutBody,
): Promise<Checkout> {
  const discountCode = body.discountCode ?? null
  const zipMismatch = zipStateMismatch(body.shippingAddress)
  if (zipMismatch !== undefined) throw badInput(zipMismatch)
  const price = await priceCustomerBasket(db, {
    userId,
    lines: body.checkoutItems,
    destination: body.shippingAddress,
    shippingOptionId: body.shippingOption.id,
    discountCode,
  })
  const useStoreCredit = body.useStoreCredit === true
  const storeCreditCents = await storeCreditFor(db, userId, price.totalCents, useStoreCredit)
  const figures = () => toPriceFiguresDto(price, useStoreCredit ? storeCreditCents : undefined)
  if (price.discountMessage !== undefined) throw conflict(price.discountMessage, figures())
  if (isQuoteStale(body, price)) throw conflict(PRICES_CHANGED_MESSAGE, figures())
  const rate = price.shippingRate
  if (!rate) throw badInput(SHIPPING_OPTION_UNAVAILABLE_MESSAGE)
  const row = await insertCheckout(db, {
    userId,
    items: price.items,
    shippingAddress: body.shippingAddress,
    shippingOption: rate,
    paymentMethod: body.paymentMethod,
    subtotalCents: price.subtotalCents,
    shippingCents: price.shippingCents,
    discountCents: price.discountCents,
    discountCode: price.discount?.code ?? null,
    discountId: price.discount?.id ?? null,
    goodsDiscountCents: goodsDiscountCents(price),
    taxCents: price.taxCents,
    totalCents: price.totalCents,
    storeCreditCents,
  })
  return toCheckoutDto(row)
}

function priceCheckout(db: Executor, checkout: CheckoutRow): Promise<PricedBasket> {
  return priceCustomerBasket(db, {
    userId: checkout.userId,
    lines: checkout.items,
    destination: checkout.shippingAddress,
    shippingOptionId: checkout.shippingOption.id,
    discountCode: checkout.discountCode,
  })
}

/**
 * The fresh figures of a checkout's basket for a 409: priced now, and when it spends store
 * credit, with the credit the caller's balance covers now.
 */
async function freshFigures(db: Executor, checkout: CheckoutRow, price: PricedBasket) {
  if (checkout.storeCreditCents === 0) return toPriceFiguresDto(price)
  const storeCreditCents = await storeCreditFor(db, checkout.userId, price.totalCents, true)
  return toPriceFiguresDto(price, storeCreditCents)
}

/**
 * docs/product-rules.md § Money: a checkout's prices hold for QUOTE_HOLD_MINUTES. Before any money moves
 * (and before an order store credit pays entirely is placed), the basket is priced again; an
 * older checkout, or one whose prices, stock, code or tax changed, or whose store credit the
 * balance no longer covers, is refused with 409 and the fresh figures, and nothing is captured.
 */
export async function assertQuoteHolds(db: Executor, checkout: CheckoutRow): Promise<void> {
  const price = await priceCheckout(db, checkout)
  const refuse = async (message: string) =>
    conflict(message, await freshFigures(db, checkout, price))
  if (price.discountMessage !== undefined) throw await refuse(price.discountMessage)
  if (Date.now() - checkout.createdAt.getTime() > QUOTE_HOLD_MINUTES * 60_000) {
    throw await refuse(QUOTE_EXPIRED_MESSAGE)
  }
  if (!isSamePrice(checkout, price)) throw await refuse(PRICES_CHANGED_MESSAGE)
  if (
    checkout.storeCreditCents > 0 &&
    (await findStoreCreditBalance(db, checkout.userId)) < checkout.storeCreditCents
  ) {
    throw await refuse(storeCreditChangedMessage(false))
  }
}

/**
 * The 409 of a checkout whose store credit was spent elsewhere before its order was placed: the
 * fresh figures, and whether a payment for it was refunded. A basket that cannot be priced any
 * more (sold out since) answers the message alone.
 */
export async function storeCreditChangedConflict(
  db: Executor,
  checkout: CheckoutRow,
  refunded: boolean,
): Promise<AppError> {
  const message = storeCreditChangedMessage(refunded)
  try {
    return conflict(message, await freshFigures(db, checkout, await priceCheckout(db, checkout)))
  } catch (error) {
    if (error instanceof AppError) return conflict(message)
    throw error
  }
}

/** 409 when the checkout can take no (more) payment. */
function assertAwaitingPayment(checkout: CheckoutRow): void {
  if (checkout.paymentStatus === 'paid') throw conflict(CHECKOUT_ALREADY_PAID_MESSAGE)
  if (checkout.paymentStatus === 'refunded') throw conflict(CHECKOUT_REFUNDED_MESSAGE)
}

/**
 * docs/product-rules.md § Checkout: opens a payment with the provider for the server's amount due
 * (the total less the checkout's store credit; never a figure from the request). Each call opens
 * a new one; only the latest can pay the checkout. A checkout store credit pays entirely has
 * nothing to pay (409): it is finalized directly.
 */
export async function openCheckoutPayment(
  { db, paymentProvider }: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<CheckoutPayment> {
  const checkout = await getOwnCheckout(db, userId, checkoutId)
  assertAwaitingPayment(checkout)
  if (amountDueCents(checkout) === 0) throw conflict(NOTHING_TO_PAY_MESSAGE)
  await assertQuoteHolds(db, checkout)
  const { orderId } = await paymentProvider.openPayment({
    amountCents: amountDueCents(checkout),
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
 * docs/product-rules.md § Checkout: a checkout is marked paid only after the server captured the payment
 * it opened for it and the provider confirms COMPLETED, our amount due (the total less the store
 * credit) and USD. The browser only
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
  // Sold out, repriced or an hour old since: refuse before capturing, so nothing is charged.
  await assertQuoteHolds(db, checkout)

  const captured = await capture(paymentProvider, orderId)
  if (captured.status !== 'COMPLETED' || captured.captureId === null) {
    throw conflict(PAYMENT_DECLINED_MESSAGE)
  }
  const captureId = captured.captureId
  if (
    captured.orderId !== orderId ||
    captured.amountCents !== amountDueCents(checkout) ||
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
