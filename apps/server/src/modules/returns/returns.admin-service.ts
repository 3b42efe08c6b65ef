import { isUuid } from '@shop/shared/common'
import {
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_ORDER_CANCELLED_MESSAGE,
  type AdminReturn,
  type UpdateReturnBody,
} from '@shop/shared/returns'
import type { PaymentDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import type { OrderRow, ReturnItemRow, ReturnRow } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { returnStock } from '../catalog/stock.service.js'
import { leftToRefundCents } from '../orders/order-refunds.js'
import { createReplacementOrder } from '../orders/replacement-order.js'
import { releaseExchangeHolds } from './exchange-holds.js'
import { toAdminReturnDto } from './return.mapper.js'
import { queueReturnMail } from './return-mails.js'
import { planReturnStep } from './return-steps.js'
import {
  findOrderLines,
  findReturnById,
  findReturnLines,
  lockOrderForReturn,
  lockReturn,
  setReplacementOrder,
  updateReturn,
} from './returns.repository.js'
import { settleReturn } from './settle-return.js'

/*
 * The back office's steps of a return (docs/decisions/032-returns-and-exchanges.md): approve,
 * reject with a note, mark received. Each is taken under the return's row lock, so a repeated
 * or raced request takes it once and answers the return as it is.
 */

type ReturnAdminDeps = Pick<PaymentDeps, 'db' | 'config' | 'catalogCache' | 'paymentProvider'>

export async function getAdminReturn(db: Executor, id: string): Promise<AdminReturn> {
  const record = isUuid(id) ? await findReturnById(db, id) : undefined
  if (!record) throw notFound(RETURN_NOT_FOUND_MESSAGE)
  return toAdminReturnDto(record)
}

function audited(row: ReturnRow, action: string, from: string, to: string) {
  return {
    action,
    entityType: 'return',
    entityId: row.id,
    entityLabel: row.number,
    changes: { status: { from, to } },
  }
}

/**
 * `PUT /api/admin/returns/:id`. Received puts the returned units back on the shelf and writes
 * the replacement order of the exchanges in one transaction, then settles the money
 * (settle-return.ts). A received return whose settling failed (the provider did not answer) is
 * settled by asking for received again.
 */
export async function takeReturnStep(
  deps: ReturnAdminDeps,
  actor: AuditActor,
  id: string,
  body: UpdateReturnBody,
  now: Date,
): Promise<AdminReturn> {
  const { db, catalogCache } = deps
  if (!isUuid(id)) throw notFound(RETURN_NOT_FOUND_MESSAGE)
  const outcome = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, id)
    if (!row) throw notFound(RETURN_NOT_FOUND_MESSAGE)
    // A settled return was received: asking again is a repeat, not a refusal.
    if (body.status === 'received' && row.status === 'closed') {
      return { stockMoved: false, toSettle: false }
    }
    const step = planReturnStep(row.status, body.status, 'admin')
    if (step.kind === 'refused') throw conflict(step.message)
    if (step.kind === 'already') return { stockMoved: false, toSettle: row.status === 'received' }

    // Locked before any stock (the lock order of every writer: return, order, products, user).
    const order = await lockOrderForReturn(tx, row.orderId)
    if (!order) throw notFound(RETURN_NOT_FOUND_MESSAGE)
    if (order.status === 'Cancelled' && body.status !== 'rejected') {
      throw conflict(RETURN_ORDER_CANCELLED_MESSAGE)
    }
    const lines = await findReturnLines(tx, id)
    const note = body.note || null
    switch (body.status) {
      case 'approved':
        await updateReturn(tx, id, { status: 'approved', shopNote: note }, now)
        await recordAudit(tx, actor, audited(row, 'return.approve', row.status, 'approved'))
        await queueReturnMail(tx, id, 'return_approved')
        return { stockMoved: false, toSettle: false }
      case 'rejected': {
        await updateReturn(tx, id, { status: 'rejected', shopNote: note }, now)
        const released = await releaseExchangeHolds(tx, lines)
        await recordAudit(tx, actor, audited(row, 'return.reject', row.status, 'rejected'))
        await queueReturnMail(tx, id, 'return_rejected')
        return { stockMoved: released, toSettle: false }
      }
      case 'received':
        await receive(tx, row, order, lines, now)
        await recordAudit(tx, actor, audited(row, 'return.receive', row.status, 'received'))
        return { stockMoved: true, toSettle: true }
    }
  })
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (outcome.stockMoved) catalogCache.clear()
  if (outcome.toSettle) await settleReturn(deps, actor, id, now)
  return getAdminReturn(db, id)
}

/**
 * The parcel arrived: its units go back on the shelf (once: only an approved return gets here,
 * under its lock), the exchanged units, held since the return was made, become one replacement
 * order to the original address, and the amount to give back is fixed.
 */
async function receive(
  tx: Executor,
  row: ReturnRow,
  order: OrderRow,
  lines: readonly ReturnItemRow[],
  now: Date,
): Promise<void> {
  await returnStock(
    tx,
    lines.flatMap((line) =>
      line.productId === null
        ? []
        : [
            {
              productId: line.productId,
              size: line.size,
              color: line.color,
              quantity: line.quantity,
            },
          ],
    ),
  )
  const exchanges = lines.filter(
    (
      line,
    ): line is ReturnItemRow & { productId: string; exchangeSize: string; exchangeColor: string } =>
      line.productId !== null && line.exchangeSize !== null && line.exchangeColor !== null,
  )
  if (exchanges.length > 0) {
    const images = new Map(
      (await findOrderLines(tx, row.orderId)).map((line) => [line.id, line.image]),
    )
    const replacementId = await createReplacementOrder(
      tx,
      order,
      exchanges.map((line) => ({
        productId: line.productId,
        name: line.name,
        image: images.get(line.orderItemId) ?? '',
        size: line.exchangeSize,
        color: line.exchangeColor,
        quantity: line.quantity,
      })),
      now,
    )
    await setReplacementOrder(
      tx,
      row.id,
      exchanges.map((line) => line.id),
      replacementId,
    )
  }
  // What the settlement gives back is fixed now, under the order's lock, and never computed
  // again: a retry after the provider answered asks for the very same refund.
  const refundAmountCents = Math.min(row.refundAmountCents, leftToRefundCents(order))
  await updateReturn(tx, row.id, { status: 'received', restockedAt: now, refundAmountCents }, now)
}
