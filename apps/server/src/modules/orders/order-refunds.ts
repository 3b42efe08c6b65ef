import {
  ORDER_NOT_REFUNDABLE_MESSAGE,
  refundCreditWithoutAccountMessage,
  refundElsewhereMessage,
  refundFailedMessage,
  refundRefusedMessage,
} from '@shop/shared/admin'
import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import type { Executor } from '../../db/client.js'
import type { OrderRow } from '../../db/schema/index.js'
import { badGateway, conflict } from '../../lib/app-error.js'
import {
  PaymentProviderUnavailableError,
  RefundRefusedError,
  type PaymentProvider,
} from '../payments/payment-provider.js'
import { changeStoreCredit } from '../store-credit/store-credit.service.js'
import { updateOrderRefund } from './orders.repository.js'

/**
 * The parts of a refund of an order (docs/decisions/013-refunds.md, "Update: partial refunds"),
 * shared by the back office's refund (refund-order.ts) and the returns' settlement: how an
 * amount splits between the payment and store credit, the provider's part, and the record.
 *
 * Money first: a refund gives back what the provider captured until none of it is left, and
 * only then the part paid with store credit, as store credit. A store-credit return gives its
 * whole amount as credit. The order keeps both parts (`refundedAmountCents`, of which
 * `refundedCreditCents` went back as credit), so no refund can give back more money than was
 * taken.
 */

/** What the payment provider took: the total less the store credit; 0 when nothing was captured. */
export function capturedCentsOf(
  order: Pick<OrderRow, 'paymentCaptureId' | 'totalCents' | 'storeCreditCents'>,
): number {
  return order.paymentCaptureId === null ? 0 : order.totalCents - order.storeCreditCents
}

/** What is left to refund of the order, money and credit; 0 once it is `refunded`. */
export function leftToRefundCents(
  order: Pick<OrderRow, 'paymentStatus' | 'totalCents' | 'refundedAmountCents'>,
): number {
  if (order.paymentStatus === 'refunded') return 0
  return Math.max(0, order.totalCents - order.refundedAmountCents)
}

/** What went back so far: to the payment, and as store credit (recorded as it was given). */
export function refundedPartsOf(
  order: Pick<OrderRow, 'refundedAmountCents' | 'refundedCreditCents'>,
): { moneyCents: number; creditCents: number } {
  return {
    moneyCents: order.refundedAmountCents - order.refundedCreditCents,
    creditCents: order.refundedCreditCents,
  }
}

/**
 * How `amountCents` of the order goes back: to the payment up to what is left of the capture,
 * the rest as store credit. Throws RangeError for an amount that is not a positive number of
 * cents or is more than what is left.
 */
export function splitOrderRefund(
  order: OrderRow,
  amountCents: number,
): { moneyCents: number; creditCents: number } {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`Not a refund amount: ${String(amountCents)}`)
  }
  const leftCents = leftToRefundCents(order)
  if (amountCents > leftCents) {
    throw new RangeError(
      `Refund of ${String(amountCents)} cents is more than the ${String(leftCents)} left of order ${order.id}`,
    )
  }
  const moneyLeftCents = Math.max(0, capturedCentsOf(order) - refundedPartsOf(order).moneyCents)
  const moneyCents = Math.min(amountCents, moneyLeftCents)
  return { moneyCents, creditCents: amountCents - moneyCents }
}

/**
 * The idempotency key of the back office's refund: the capture, what was refunded before and the
 * amount. Two identical requests made at the same moment (two tabs, two instances) read the same
 * order and ask the provider with the same key, so it refunds once; a later refund starts from
 * another `refundedAmountCents` and is a refund of its own.
 */
export function orderRefundRequestId(
  order: Pick<OrderRow, 'paymentCaptureId' | 'refundedAmountCents'>,
  amountCents: number,
): string {
  return `refund-${String(order.paymentCaptureId)}-${String(order.refundedAmountCents)}-${String(amountCents)}`
}

/**
 * Asks the provider that took the order's payment to give `moneyCents` of it back, keyed by
 * `requestId` (a repeated key answers the same refund); null when there is no money to give
 * back. Outside any transaction (docs/decisions/013-refunds.md). Says why when it cannot: 409
 * for an order paid through another provider than the shop's, 502 when the provider refuses or
 * fails (nothing was refunded then).
 */
export async function refundMoneyAtProvider(
  provider: PaymentProvider,
  order: OrderRow,
  moneyCents: number,
  requestId: string,
): Promise<{ refundId: string } | null> {
  if (moneyCents === 0) return null
  if (!Number.isSafeInteger(moneyCents) || moneyCents < 0) {
    throw new RangeError(`Not a refund amount: ${String(moneyCents)}`)
  }
  if (order.paymentProvider !== provider.name) {
    throw conflict(refundElsewhereMessage(order.paymentProvider, provider.name))
  }
  // Nothing was captured (paid with store credit, or a replacement): there is no payment to refund.
  if (order.paymentCaptureId === null) throw conflict(ORDER_NOT_REFUNDABLE_MESSAGE)
  try {
    return await provider.refundPayment({
      captureId: order.paymentCaptureId,
      amountCents: moneyCents,
      requestId,
    })
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      throw badGateway(refundRefusedMessage(provider.name, error.issue))
    }
    // Our own wording of what failed (HTTP status, PayPal's issue, which setting to check):
    // it carries no secret.
    if (error instanceof PaymentProviderUnavailableError) {
      throw badGateway(refundFailedMessage(provider.name, error.message))
    }
    throw error
  }
}

/**
 * Records a refund of the order in the caller's transaction, which holds the order row's lock
 * (lockOrderById) and read `order` under it: `refundedAmountCents` rises by the refund,
 * `paymentStatus` becomes `partially_refunded`, or `refunded` with `refundedAt` once everything
 * went back, `refundId` is the provider's refund when it made one, and the credit part goes to
 * the customer's store credit (an entry naming the order, and the return when there is one).
 * No mail and no audit entry: the caller writes those. Throws RangeError for a refund that does
 * not fit what is left, and 409 when the credit part has no account to go to.
 */
export async function recordOrderRefund(
  tx: Executor,
  order: OrderRow,
  refund: {
    moneyCents: number
    creditCents: number
    refundId: string | null
    now: Date
    returnId?: string | null
  },
): Promise<void> {
  const { moneyCents, creditCents, now } = refund
  const amountCents = moneyCents + creditCents
  if (
    !Number.isSafeInteger(moneyCents) ||
    !Number.isSafeInteger(creditCents) ||
    moneyCents < 0 ||
    creditCents < 0 ||
    amountCents === 0 ||
    amountCents > leftToRefundCents(order)
  ) {
    throw new RangeError(
      `A refund of ${String(moneyCents)} + ${String(creditCents)} cents does not fit order ${order.id}`,
    )
  }
  const refundedAmountCents = order.refundedAmountCents + amountCents
  const isWhole = refundedAmountCents === order.totalCents
  const isRecorded = await updateOrderRefund(tx, order.id, order.refundedAmountCents, {
    refundedAmountCents,
    refundedCreditCents: order.refundedCreditCents + creditCents,
    paymentStatus: isWhole ? 'refunded' : 'partially_refunded',
    refundId: refund.refundId ?? order.refundId,
    refundedAt: isWhole ? now : null,
    updatedAt: now,
  })
  if (!isRecorded) {
    throw new Error(`Order ${order.id} changed while its refund was recorded: lock it first`)
  }
  if (creditCents === 0) return
  const balance =
    order.userId === null
      ? null
      : await changeStoreCredit(tx, {
          userId: order.userId,
          amountCents: creditCents,
          reason: `Refund of order #${order.id.slice(0, SHORT_ID_LENGTH)}`,
          orderId: order.id,
          returnId: refund.returnId ?? null,
        })
  // Only a deleted account refuses credit being added.
  if (balance === null) {
    const moneyLeftCents = capturedCentsOf(order) - refundedPartsOf(order).moneyCents
    throw conflict(refundCreditWithoutAccountMessage(Math.max(0, moneyLeftCents)))
  }
}
