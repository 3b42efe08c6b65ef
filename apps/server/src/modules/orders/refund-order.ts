import {
  NOTHING_TO_REFUND_MESSAGE,
  ORDER_HAS_RETURNS_MESSAGE,
  ORDER_FULLY_REFUNDED_MESSAGE,
  ORDER_NOT_REFUNDABLE_MESSAGE,
  refundAmountTooLargeMessage,
  refundCreditWithoutAccountMessage,
  refundNotRecordedMessage,
  type AdminOrder,
  type RefundOrderBody,
} from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import type { PaymentDeps } from '../../app-deps.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { toCents } from '../../lib/money.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { queueOrderMail } from './order-mails.js'
import { toAuditedAmount } from './order.mapper.js'
import {
  capturedCentsOf,
  leftToRefundCents,
  orderRefundRequestId,
  recordOrderRefund,
  refundMoneyAtProvider,
  refundedPartsOf,
  splitOrderRefund,
} from './order-refunds.js'
import { planOrderRefund } from './order-status.js'
import {
  AUDITED_ORDER_FIELDS,
  applyOrderUpdate,
  auditedOrder,
  getOrder,
} from './orders.admin-service.js'
import { findOrderById, hasReturnsOfOrder, lockOrderById } from './orders.repository.js'

type RefundDeps = Pick<PaymentDeps, 'db' | 'catalogCache' | 'paymentProvider'>

/** One refund request: the amount in cents (null: everything left) and whether to cancel. */
interface RefundRequest {
  amountCents: number | null
  shouldCancel: boolean
}

/**
 * docs/product-rules.md § Money: refunds. Gives back the order's payment, everything left of it
 * or the amount asked for, and records it; with `cancel` the order also becomes Cancelled
 * (units back to stock) in the same transaction. The buyer gets one mail, written in that
 * transaction. Money goes back first, through the provider that took it; beyond what is left of
 * the capture, the part paid with store credit goes back as store credit (order-refunds.ts). An
 * order refunded in full answers as it is to a refund of everything left, without calling the
 * provider.
 *
 * The provider is asked first, outside any transaction, and the refund is recorded afterwards
 * under the order row's lock only if nothing was refunded meanwhile (docs/decisions/013-refunds.md):
 * a transaction held across PayPal's answer would hold the row, and on PGlite the whole
 * database, for up to its timeout. This order of steps is safe because the provider refunds once
 * however often it is asked with the same request id (`refund-<capture>-<refunded before>-<amount>`),
 * so a refund whose recording failed is recorded by the next identical attempt. A provider that
 * refuses or fails changes nothing here (502 with its reason).
 *
 * Made once per app: within it, refunds of one order run one after the other, and a request
 * identical to one still waiting or running (a double click, two tabs) shares its answer instead
 * of refunding again. Another instance of the shop has its own; there the provider's idempotency
 * and the row lock keep the refund, its credit and its mail single.
 */
export function createOrderRefunds(deps: RefundDeps): {
  refundOrder: (actor: AuditActor, id: string, body: RefundOrderBody) => Promise<AdminOrder>
} {
  const refundsInProgress = new Map<string, Promise<unknown>>()
  const identicalRequests = new Map<string, Promise<AdminOrder>>()

  function oneAtATime<T>(orderId: string, refund: () => Promise<T>): Promise<T> {
    const previous = refundsInProgress.get(orderId) ?? Promise.resolve()
    const current = previous.then(() => refund())
    const settled = current.catch(() => undefined)
    refundsInProgress.set(orderId, settled)
    void settled.then(() => {
      if (refundsInProgress.get(orderId) === settled) refundsInProgress.delete(orderId)
    })
    return current
  }

  return {
    refundOrder(actor, id, body) {
      if (!isUuid(id)) return Promise.reject(notFound(ORDER_NOT_FOUND_MESSAGE))
      const request: RefundRequest = {
        amountCents: body?.amount === undefined ? null : toCents(body.amount),
        shouldCancel: body?.cancel === true,
      }
      const key = `${id} ${String(request.amountCents ?? 'rest')} ${String(request.shouldCancel)}`
      const pending = identicalRequests.get(key)
      if (pending) return pending
      const answer = oneAtATime(id, () => refundAndRecord(deps, actor, id, request))
      identicalRequests.set(key, answer)
      void answer
        .catch(() => undefined)
        .then(() => {
          if (identicalRequests.get(key) === answer) identicalRequests.delete(key)
        })
      return answer
    },
  }
}

async function refundAndRecord(
  { db, catalogCache, paymentProvider }: RefundDeps,
  actor: AuditActor,
  id: string,
  { amountCents, shouldCancel }: RefundRequest,
): Promise<AdminOrder> {
  const order = await findOrderById(db, id)
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  // Read as a string: a status this code does not know (written by a newer version) is refused.
  const paymentStatus: string = order.paymentStatus
  if (
    paymentStatus !== 'paid' &&
    paymentStatus !== 'partially_refunded' &&
    paymentStatus !== 'refunded'
  ) {
    throw conflict(ORDER_NOT_REFUNDABLE_MESSAGE)
  }
  const leftCents = leftToRefundCents(order)
  if (leftCents === 0 && order.paymentStatus !== 'refunded')
    throw conflict(NOTHING_TO_REFUND_MESSAGE)
  if (amountCents !== null && leftCents === 0) throw conflict(ORDER_FULLY_REFUNDED_MESSAGE)
  if (amountCents !== null && amountCents > leftCents) {
    throw conflict(refundAmountTooLargeMessage(leftCents))
  }
  // Everything left, or the part asked for; 0 for an order refunded before (then only `cancel`).
  const refundCents = amountCents ?? leftCents
  const split =
    refundCents === 0 ? { moneyCents: 0, creditCents: 0 } : splitOrderRefund(order, refundCents)
  if (split.creditCents > 0 && order.userId === null) {
    const moneyLeftCents = capturedCentsOf(order) - refundedPartsOf(order).moneyCents
    throw conflict(refundCreditWithoutAccountMessage(moneyLeftCents))
  }
  // Checked before any money moves: the cancellation would be refused after the refund.
  if (shouldCancel && (await hasReturnsOfOrder(db, id))) throw conflict(ORDER_HAS_RETURNS_MESSAGE)
  const providerRefund = await refundMoneyAtProvider(
    paymentProvider,
    order,
    split.moneyCents,
    orderRefundRequestId(order, refundCents),
  )

  const now = new Date()
  const stockMove = await db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, id)
    // Deleted while the provider answered: the money is back and there is nothing to record.
    if (!locked) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    const isUnchanged = locked.refundedAmountCents === order.refundedAmountCents
    if (refundCents > 0 && !isUnchanged) {
      // An identical request (another instance) recorded this very refund first: answer the
      // order as it is. A different refund made at the same moment: this one's money went back
      // but is not recorded, which the admin must hear of.
      if (providerRefund && providerRefund.refundId !== locked.refundId) {
        throw conflict(
          refundNotRecordedMessage(paymentProvider.name, providerRefund.refundId, split.moneyCents),
        )
      }
      return 'none'
    }
    const isNewRefund = refundCents > 0
    const plan = planOrderRefund(locked, { shouldCancel, isNewRefund }, now)
    // Units first, then the customer's credit: the lock order of finalize (products, then user).
    if (plan.update) await applyOrderUpdate(tx, id, plan.update)
    if (isNewRefund) {
      await recordOrderRefund(tx, locked, {
        ...split,
        refundId: providerRefund?.refundId ?? null,
        now,
      })
    }
    // Queued after the refund is recorded, so the mail states what was refunded.
    if (plan.customerMail === 'order_refunded') {
      await queueOrderMail(tx, id, 'order_refunded', {
        amountCents: refundCents,
        creditCents: split.creditCents,
      })
    } else if (plan.customerMail) {
      await queueOrderMail(tx, id, plan.customerMail)
    }
    // A repeated refund that changes nothing is no write, so it leaves no entry.
    if (isNewRefund || plan.update) {
      const refundedAmountCents = locked.refundedAmountCents + refundCents
      const after = {
        ...locked,
        ...plan.update?.fulfilment,
        refundedAmountCents,
        paymentStatus: !isNewRefund
          ? locked.paymentStatus
          : refundedAmountCents === locked.totalCents
            ? ('refunded' as const)
            : ('partially_refunded' as const),
      }
      const changes = changedFields(locked, after, AUDITED_ORDER_FIELDS)
      // In dollars, as the back office reads every amount.
      if (isNewRefund) {
        changes.refundedAmount = {
          from: toAuditedAmount(locked.refundedAmountCents),
          to: toAuditedAmount(refundedAmountCents),
        }
      }
      await recordAudit(tx, actor, { action: 'order.refund', ...auditedOrder(id), changes })
    }
    return plan.update?.stockMove ?? 'none'
  })
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (stockMove !== 'none') catalogCache.clear()
  return getOrder(db, id)
}
