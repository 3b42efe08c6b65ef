import {
  CHECKOUT_NOT_FOUND_MESSAGE,
  CHECKOUT_NOT_PAID_MESSAGE,
  CHECKOUT_REFUNDED_MESSAGE,
  soldOutRefundedMessage,
} from '@shop/shared/checkout'
import { isUuid } from '@shop/shared/common'
import type { Order } from '@shop/shared/orders'
import { discountRefundedMessage } from '@shop/shared/discounts'
import type { PaymentDeps } from '../../app-deps.js'
import type { CheckoutItemRecord, CheckoutRow } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { clearCart } from '../cart/cart.service.js'
import { createOrder, findOrderOfCheckout, getOrderById } from '../orders/orders.service.js'
import { takeStock } from '../catalog/stock.service.js'
import {
  lockCheckoutOfUser,
  markCheckoutFinalized,
  markCheckoutRefunded,
} from './checkout.repository.js'
import { redeemDiscount } from '../discounts/discounts.service.js'

type FinalizeOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'existing'; orderId: string }
  | { kind: 'sold_out'; checkout: CheckoutRow; item: CheckoutItemRecord }
  | { kind: 'discount_used_up'; checkout: CheckoutRow; message: string }

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
 */
export async function finalizeCheckout(
  deps: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<Order> {
  const { db, catalogCache } = deps
  if (!isUuid(checkoutId)) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE)
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
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (outcome.kind === 'created') catalogCache.clear()
  return getOrderById(db, outcome.orderId)
}

function finalizeInTransaction(
  { db }: PaymentDeps,
  userId: string,
  checkoutId: string,
): Promise<FinalizeOutcome> {
  return db.transaction(async (tx): Promise<FinalizeOutcome> => {
    const checkout = await lockCheckoutOfUser(tx, userId, checkoutId)
    if (!checkout) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE)
    const existing = await findOrderOfCheckout(tx, checkout.id)
    if (existing !== undefined) return { kind: 'existing', orderId: existing }
    if (checkout.paymentStatus === 'refunded') throw conflict(CHECKOUT_REFUNDED_MESSAGE)
    if (
      checkout.paymentStatus !== 'paid' ||
      checkout.paidAt === null ||
      checkout.paymentProvider === null ||
      checkout.paymentOrderId === null ||
      checkout.paymentCaptureId === null
    ) {
      throw conflict(CHECKOUT_NOT_PAID_MESSAGE)
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
        paymentMethod: checkout.paymentMethod,
        paymentProvider: checkout.paymentProvider,
        paymentOrderId: checkout.paymentOrderId,
        paymentCaptureId: checkout.paymentCaptureId,
        paymentStatus: 'paid',
        subtotalCents: checkout.subtotalCents,
        shippingCents: checkout.shippingCents,
        discountCents: checkout.discountCents,
        discountCode: checkout.discountCode,
        taxCents: checkout.taxCents,
        totalCents: checkout.totalCents,
        paidAt: checkout.paidAt,
      },
      checkout.items,
    )
    if (checkout.discountId !== null) {
      const refusal = await redeemDiscount(tx, checkout.discountId, { orderId, userId })
      // The stock taken and the order written are undone with the transaction.
      if (refusal !== undefined)
        throw new Undo({ kind: 'discount_used_up', checkout, message: refusal })
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
  const { refundId } = await paymentProvider.refundPayment({ captureId: checkout.paymentCaptureId })
  await markCheckoutRefunded(db, checkout.id, refundId)
}
