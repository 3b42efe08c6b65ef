import { RETURN_NOT_FOUND_MESSAGE, RETURN_STORE_CREDIT_ACCOUNT_MESSAGE } from '@shop/shared/returns'
import type { PaymentDeps } from '../../app-deps.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import {
  leftToRefundCents,
  recordOrderRefund,
  refundMoneyAtProvider,
  splitOrderRefund,
} from '../orders/order-refunds.js'
import { toAuditedAmount } from '../orders/order.mapper.js'
import { auditedOrder } from '../orders/orders.admin-service.js'
import { queueReturnMail } from './return-mails.js'
import {
  findOrderForReturn,
  findReturnById,
  lockOrderForReturn,
  lockReturn,
  updateReturn,
} from './returns.repository.js'

type SettleDeps = Pick<PaymentDeps, 'db' | 'paymentProvider'>

/**
 * Settles a received return once (docs/decisions/032-returns-and-exchanges.md): its refund goes
 * back through the order's provider (the part paid with store credit as credit), or all of it as
 * store credit, and the return closes. What is given back is the return's amount, never more than
 * the order has left to refund (an earlier partial refund counts).
 *
 * The provider is asked outside any transaction with the return's own request id, so asking
 * again (a repeated or raced "received", or a retry after the provider failed) refunds once;
 * the refund is recorded under the return's row lock only while it is still received, so it is
 * recorded once too. Exchanged units cost nothing and refund nothing.
 */
export async function settleReturn(
  { db, paymentProvider }: SettleDeps,
  actor: AuditActor,
  returnId: string,
  now: Date,
): Promise<void> {
  const record = await findReturnById(db, returnId)
  if (!record) throw notFound(RETURN_NOT_FOUND_MESSAGE)
  if (record.status !== 'received') return
  const order = await findOrderForReturn(db, record.orderId)
  if (!order) throw notFound(RETURN_NOT_FOUND_MESSAGE)

  // Fixed when the return was received (never more than the order had left then). What the
  // order has left now is less only when a settlement of this return racing this one recorded it
  // already (its lock step below then finds the return closed, and the provider answers the same
  // refund to the same request id), or when the owner refunded by hand since.
  const amountCents = Math.min(record.refundAmountCents, leftToRefundCents(order))
  const split =
    amountCents === 0
      ? { moneyCents: 0, creditCents: 0 }
      : record.resolution === 'refund'
        ? splitOrderRefund(order, amountCents)
        : { moneyCents: 0, creditCents: amountCents }
  if (split.creditCents > 0 && order.userId === null) {
    throw conflict(RETURN_STORE_CREDIT_ACCOUNT_MESSAGE)
  }
  const refund = await refundMoneyAtProvider(
    paymentProvider,
    order,
    split.moneyCents,
    `return-${record.id}`,
  )

  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnId)
    // Settled by a request that got here first.
    if (row?.status !== 'received') return
    const locked = await lockOrderForReturn(tx, row.orderId)
    if (!locked) throw notFound(RETURN_NOT_FOUND_MESSAGE)
    // The owner refunded the order by hand since it was received: what no longer fits is not
    // recorded twice (the audit entry keeps both figures).
    const recorded = fitRefund(split, leftToRefundCents(locked))
    const recordedCents = recorded.moneyCents + recorded.creditCents
    if (recordedCents > 0) {
      await recordOrderRefund(tx, locked, {
        ...recorded,
        refundId: refund?.refundId ?? null,
        now,
        returnId,
      })
      await recordAudit(tx, actor, {
        action: 'order.refund',
        ...auditedOrder(locked.id),
        changes: {
          refundedAmount: {
            from: toAuditedAmount(locked.refundedAmountCents),
            to: toAuditedAmount(locked.refundedAmountCents + recordedCents),
          },
        },
      })
    }
    await updateReturn(
      tx,
      returnId,
      {
        status: 'closed',
        settledAt: now,
        refundId: refund?.refundId ?? null,
        refundAmountCents: recordedCents,
      },
      now,
    )
    await recordAudit(tx, actor, {
      action: 'return.settle',
      entityType: 'return',
      entityId: returnId,
      entityLabel: row.number,
      changes: {
        status: { from: 'received', to: 'closed' },
        refundAmountCents: { from: row.refundAmountCents, to: recordedCents },
      },
    })
    await queueReturnMail(tx, returnId, 'return_received', { creditCents: recorded.creditCents })
  })
}

/** The refund's parts cut to what is left of the order: the credit part gives way first. */
function fitRefund(
  split: { moneyCents: number; creditCents: number },
  leftCents: number,
): { moneyCents: number; creditCents: number } {
  const moneyCents = Math.min(split.moneyCents, leftCents)
  return { moneyCents, creditCents: Math.min(split.creditCents, leftCents - moneyCents) }
}
