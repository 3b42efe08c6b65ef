import {
  CHECKOUT_NOT_FOUND_MESSAGE,
  CHECKOUT_NOT_PAID_MESSAGE,
  CHECKOUT_REFUNDED_MESSAGE,
  soldOutRefundedMessage,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import type { Order } from '@shop/shared/orders'
import { discountRefundedMessage } from '@shop/shared/discounts'
import { STORE_CREDIT_PAYMENT_METHOD } from '@shop/shared/store-credit'
import type { PaymentDeps } from '../../app-deps.js'
import type { CheckoutItemRecord, CheckoutRow } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { clearCart } from '../cart/cart.service.js'
import { createOrder, findOrderOfCheckout, getOrderById } from '../orders/orders.service.js'
import { takeStock } from '../catalog/stock.service.js'
import {
  lockCheckoutOfUser,
  markCheckoutFinalized,
  markCheckoutPaidWithCredit,
  markCheckoutRefunded,
} from './checkout.repository.js'
import {
  amountDueCents,
  assertQuoteHolds,
  getOwnCheckout,
  storeCreditChangedConflict,
} from './checkout.service.js'
import { redeemDiscount } from '../discounts/discounts.service.js'
import { spendStoreCreditOnOrder } from '../store-credit/store-credit.service.js'

type FinalizeOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'existing'; orderId: string }
  | { kind: 'sold_out'; checkout: CheckoutRow; item: CheckoutItemRecord }
  | { kind: 'discount_used_up'; checkout: CheckoutRow; message: string }
  | { kind: 'store_credit_spent'; checkout: CheckoutRow }

/** Marks the transaction for rollback, carrying why: the refund runs once it is undone. */
class Undo extends Error {
  constructor(readonly outcome: FinalizeOutcome) {
    super('finalize undone')
  }
}

/**
 * docs/product-rules.md § Checkout: turns the caller's paid checkout into its order in one transaction.
 * The checkout row is locked first, so a repeated or parallel call waits and then finds the
 * order the first one wrote (the unique checkout id on orders backs this up). Products and
 * variants are locked in id order, stock is re-checked and taken (the database refuses a
 * negative stock), the order keeps copies of every line, sold counts rise and the cart empties.
 * When the last unit went to someone else, or the discount code reached its limit (redeemed
 * under the code's row lock, so N uses means N orders however many buyers finalize at once),
 * nothing is written, the payment is refunded and the shopper told (409).
 *
 * Store credit (docs/decisions/033-store-credit.md): the checkout's credit is spent in the same
 * transaction by one conditional update of the balance, so checkouts finalizing at once never
 * take it below 0; one whose credit is gone is undone like a sold-out one, its payment (if any)
 * refunded, and answers 409 with the fresh figures. A checkout the credit pays entirely has no
 * payment step: it is finalized while unpaid, after the checks the payment step would have
 * made (prices, the hour, the balance), and becomes paid with its order.
 */
export async function finalizeCheckout(
  deps: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<Order> {
  const { db, catalogCache } = deps
  if (!isUuid(checkoutId)) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE)
  const checkout = await getOwnCheckout(db, userId, checkoutId)
  if (isPaidAtFinalize(checkout)) await assertQuoteHolds(db, checkout)
  const outcome = await finalizeInTransaction(deps, userId, checkoutId).catch((error: unknown) => {
    if (error instanceof Undo) return error.outcome
    throw error
  })

  if (outcome.kind === 'sold_out') {
    await refundCheckout(deps, outcome.checkout)
    throw conflict(soldOutRefundedMessage(outcome.item))
  }
  if (outcome.kind === 'discount_used_up') {
    await refundCheckout(deps, outcome.checkout)
    throw conflict(discountRefundedMessage(outcome.message))
  }
  if (outcome.kind === 'store_credit_spent') {
    const wasCaptured = outcome.checkout.paymentCaptureId !== null
    await refundCheckout(deps, outcome.checkout)
    throw await storeCreditChangedConflict(db, outcome.checkout, wasCaptured)
  }
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (outcome.kind === 'created') catalogCache.clear()
  return getOrderById(db, outcome.orderId)
}

/** A checkout with nothing left to pay (store credit covers it all): paid when it is finalized. */
function isPaidAtFinalize(checkout: CheckoutRow): boolean {
  return checkout.paymentStatus === 'pending' && amountDueCents(checkout) === 0
}

/** The payment of a checkout about to become an order, or why it cannot (409). */
function paymentOf(checkout: CheckoutRow, provider: PaymentDeps['paymentProvider']) {
  if (checkout.paymentStatus === 'refunded') throw conflict(CHECKOUT_REFUNDED_MESSAGE)
  if (amountDueCents(checkout) === 0) {
    // Nothing was captured: the store credit spent below pays the whole total.
    return {
      paymentMethod:
        checkout.storeCreditCents > 0 ? STORE_CREDIT_PAYMENT_METHOD : checkout.paymentMethod,
      paymentProvider: checkout.paymentProvider ?? provider.name,
      paymentOrderId: null,
      paymentCaptureId: null,
      paidAt: checkout.paidAt ?? new Date(),
    }
  }
  if (
    checkout.paymentStatus !== 'paid' ||
    checkout.paidAt === null ||
    checkout.paymentProvider === null ||
    checkout.paymentOrderId === null ||
    checkout.paymentCaptureId === null
  ) {
    throw conflict(CHECKOUT_NOT_PAID_MESSAGE)
  }
  return {
    paymentMethod: checkout.paymentMethod,
    paymentProvider: checkout.paymentProvider,
    paymentOrderId: checkout.paymentOrderId,
    paymentCaptureId: checkout.paymentCaptureId,
    paidAt: checkout.paidAt,
  }
}

function finalizeInTransaction(
  { db, paymentProvider }: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<FinalizeOutcome> {
  return db.transaction(async (tx): Promise<FinalizeOutcome> => {
    const checkout = await lockCheckoutOfUser(tx, userId, checkoutId)
    if (!checkout) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE)
    const existing = await findOrderOfCheckout(tx, checkout.id)
    if (existing !== undefined) return { kind: 'existing', orderId: existing }
    const payment = paymentOf(checkout, paymentProvider)
    if (isPaidAtFinalize(checkout)) {
      await markCheckoutPaidWithCredit(tx, checkout.id, payment.paidAt)
    }

    const short = await takeStock(tx, checkout.items)
    if (short) return { kind: 'sold_out', checkout, item: short.line }

    const orderId = await createOrder(
      tx,
      {
        userId,
        checkoutId: checkout.id,
        shippingAddress: checkout.shippingAddress,
        shippingOption: checkout.shippingOption,
        ...payment,
        paymentStatus: 'paid',
        subtotalCents: checkout.subtotalCents,
        shippingCents: checkout.shippingCents,
        discountCents: checkout.discountCents,
        discountCode: checkout.discountCode,
        goodsDiscountCents: checkout.goodsDiscountCents,
        taxCents: checkout.taxCents,
        totalCents: checkout.totalCents,
        storeCreditCents: checkout.storeCreditCents,
      },
      checkout.items,
    )
    if (checkout.discountId !== null) {
      const refusal = await redeemDiscount(tx, checkout.discountId, { orderId, userId })
      // The stock taken and the order written are undone with the transaction.
      if (refusal !== undefined)
        throw new Undo({ kind: 'discount_used_up', checkout, message: refusal })
    }
    if (checkout.storeCreditCents > 0) {
      const spent = await spendStoreCreditOnOrder(tx, {
        userId,
        amountCents: checkout.storeCreditCents,
        orderId,
      })
      // Spent elsewhere meanwhile: the order, stock and code redemption are undone with it.
      if (!spent) throw new Undo({ kind: 'store_credit_spent', checkout })
    }
    await clearCart(tx, { userId })
    await markCheckoutFinalized(tx, checkout.id)
    return { kind: 'created', orderId }
  })
}

/**
 * Gives a paid checkout's money back. The provider refunds a capture once however often it is
 * asked, so a parallel or repeated finalize of the same checkout is harmless; a failure leaves
 * the checkout paid and the next finalize tries again.
 */
async function refundCheckout(
  { db, paymentProvider }: PaymentDeps,
  checkout: CheckoutRow,
): Promise<void> {
  if (checkout.paymentCaptureId === null) return
  if (checkout.paymentProvider !== paymentProvider.name) {
    throw new Error(
      `Checkout ${checkout.id} was paid with ${String(checkout.paymentProvider)} but PAYMENT_PROVIDER is ${paymentProvider.name}; refund it there`,
    )
  }
  // The whole capture: the total less the store credit, keyed by the capture as before.
  const { refundId } = await paymentProvider.refundPayment({
    captureId: checkout.paymentCaptureId,
    amountCents: checkout.totalCents - checkout.storeCreditCents,
    requestId: `refund-${checkout.paymentCaptureId}`,
  })
  await markCheckoutRefunded(db, checkout.id, refundId)
}
