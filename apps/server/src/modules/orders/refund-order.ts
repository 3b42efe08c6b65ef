import {
  ORDER_NOT_REFUNDABLE_MESSAGE,
  refundElsewhereMessage,
  refundFailedMessage,
  refundRefusedMessage,
  type AdminOrder,
  type RefundOrderBody,
} from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import type { PaymentDeps } from '../../app-deps.js'
import type { OrderRow } from '../../db/schema/index.js'
import { badGateway, conflict, notFound } from '../../lib/app-error.js'
import {
  PaymentProviderUnavailableError,
  RefundRefusedError,
  type PaymentProvider,
} from '../payments/payment-provider.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { queueOrderMail } from './order-mails.js'
import { planOrderRefund } from './order-status.js'
import {
  AUDITED_ORDER_FIELDS,
  applyOrderUpdate,
  auditedOrder,
  getOrder,
} from './orders.admin-service.js'
import { findOrderById, lockOrderById, markOrderRefunded } from './orders.repository.js'

type RefundDeps = Pick<PaymentDeps, 'db' | 'catalogCache' | 'paymentProvider'>

/**
 * docs/product-rules.md § Money: refunds. Gives back the order's whole captured payment through the
 * provider that took it and records it; with `cancel` the order also becomes Cancelled (units
 * back to stock) in the same transaction. The buyer gets one mail, written in that transaction.
 * An order refunded before answers as it is, without calling the provider.
 *
 * The provider is asked first, outside any transaction, and the refund is recorded afterwards
 * under the order row's lock only if the order is still 'paid' (docs/decisions/013-refunds.md):
 * a transaction held across PayPal's answer would hold the row, and on PGlite the whole
 * database, for up to its timeout. This order of steps is safe because the provider refunds a
 * capture once however often it is asked (`PayPal-Request-Id: refund-<capture id>`), so a
 * refund whose recording failed is recorded by the next attempt. A provider that refuses or
 * fails changes nothing here (502 with its reason).
 *
 * Made once per app: within it, refunds of one order run one after the other, so a second
 * request waits for the first and then reads what it recorded instead of asking the provider
 * again. Another instance of the shop has its own; there the provider's idempotency and the row
 * lock keep the refund and its mail single.
 */
export function createOrderRefunds(deps: RefundDeps): {
  refundOrder: (actor: AuditActor, id: string, body: RefundOrderBody) => Promise<AdminOrder>
} {
  const refundsInProgress = new Map<string, Promise<unknown>>()

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
      const shouldCancel = body?.cancel === true
      return oneAtATime(id, () => refundAndRecord(deps, actor, id, shouldCancel))
    },
  }
}

async function refundAndRecord(
  { db, catalogCache, paymentProvider }: RefundDeps,
  actor: AuditActor,
  id: string,
  shouldCancel: boolean,
): Promise<AdminOrder> {
  const order = await findOrderById(db, id)
  if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  // Read as a string: a status this code does not know (written by a newer version) is refused.
  const paymentStatus: string = order.paymentStatus
  if (paymentStatus !== 'paid' && paymentStatus !== 'refunded') {
    throw conflict(ORDER_NOT_REFUNDABLE_MESSAGE)
  }
  const refund =
    order.paymentStatus === 'paid' ? await refundAtProvider(paymentProvider, order) : null

  const refundedAt = new Date()
  const stockMove = await db.transaction(async (tx) => {
    const locked = await lockOrderById(tx, id)
    // Deleted while the provider answered: the money is back and there is nothing to record.
    if (!locked) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    const plan = planOrderRefund(locked, { shouldCancel }, refundedAt)
    if (plan.isNewRefund) {
      // Still 'paid' under the lock means it was 'paid' when read, so the provider was asked.
      if (!refund) throw new Error(`Order ${id} turned paid again while being refunded`)
      await markOrderRefunded(tx, id, { refundId: refund.refundId, refundedAt })
    }
    if (plan.update) await applyOrderUpdate(tx, id, plan.update)
    // Queued after the refund is recorded, so a cancellation mail states the refunded amount.
    if (plan.customerMail) await queueOrderMail(tx, id, plan.customerMail)
    // A repeated refund that changes nothing is no write, so it leaves no entry.
    if (plan.isNewRefund || plan.update) {
      const after = {
        ...locked,
        ...plan.update?.fulfilment,
        paymentStatus: plan.isNewRefund ? ('refunded' as const) : locked.paymentStatus,
      }
      await recordAudit(tx, actor, {
        action: 'order.refund',
        ...auditedOrder(id),
        changes: changedFields(locked, after, AUDITED_ORDER_FIELDS),
      })
    }
    return plan.update?.stockMove ?? 'none'
  })
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (stockMove !== 'none') catalogCache.clear()
  return getOrder(db, id)
}

/** Asks the provider that took the payment to give it all back; says why when it cannot. */
async function refundAtProvider(
  provider: PaymentProvider,
  order: OrderRow,
): Promise<{ refundId: string }> {
  if (order.paymentProvider !== provider.name) {
    throw conflict(refundElsewhereMessage(order.paymentProvider, provider.name))
  }
  // Nothing was captured (paid with store credit, or a replacement): there is no payment to refund.
  if (order.paymentCaptureId === null) throw conflict(ORDER_NOT_REFUNDABLE_MESSAGE)
  try {
    return await provider.refundPayment({ captureId: order.paymentCaptureId })
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
