import {
  ORDER_STOCK_RESTORE_CONFLICT_MESSAGE,
  type AdminOrder,
  type UpdateOrderBody,
  ORDER_HAS_RETURNS_MESSAGE,
} from '@shop/shared/admin'
import { isUuid } from '@shop/shared/common'
import { SHORT_ID_LENGTH } from '@shop/shared/limits'
import { ORDER_NOT_FOUND_MESSAGE } from '@shop/shared/orders'
import type { AppDeps } from '../../app-deps.js'
import type { Database, Executor } from '../../db/client.js'
import type { OrderItemRow } from '../../db/schema/index.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { queueOrderMail } from './order-mails.js'
import { toAdminOrderDto } from './order.mapper.js'
import {
  planOrderUpdate,
  refusalOfUpdate,
  type OrderUpdatePlan,
  type StockMove,
} from './order-status.js'
import { returnStock, takeStock } from '../catalog/stock.service.js'
import {
  deleteOrderById,
  findOrderById,
  findOrderItems,
  hasReturnsOfOrder,
  lockOrderById,
  updateOrderFulfilment,
} from './orders.repository.js'

/** The admin's order management (docs/product-rules.md § Admin). */

export async function getOrder(db: Executor, id: string): Promise<AdminOrder> {
  const record = isUuid(id) ? await findOrderById(db, id) : undefined
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  return toAdminOrderDto(record)
}

/**
 * Sets status and tracking number by the rules of order-status.ts, in one transaction: the
 * order row is locked first, so two updates of one order run one by one and a cancellation
 * returns its units exactly once. Taking a cancelled order back needs its units in stock again
 * (409 otherwise). Stock moves drop the catalogue cache; shipping or cancelling queues the
 * customer's mail in the same transaction.
 */
export async function updateOrder(
  { db, catalogCache }: Pick<AppDeps, 'db' | 'catalogCache'>,
  actor: AuditActor,
  id: string,
  body: UpdateOrderBody,
): Promise<AdminOrder> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  const stockMove = await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, id)
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    const plan = planOrderUpdate(order, body, new Date())
    const refusal = refusalOfUpdate(order, plan)
    if (refusal !== undefined) throw conflict(refusal)
    await applyOrderUpdate(tx, id, plan)
    if (plan.customerMail) await queueOrderMail(tx, id, plan.customerMail)
    const changes = changedFields(order, { ...order, ...plan.fulfilment }, AUDITED_ORDER_FIELDS)
    await recordAudit(tx, actor, {
      action:
        'status' in changes || !('trackingNumber' in changes) ? 'order.status' : 'order.tracking',
      ...auditedOrder(id),
      changes,
    })
    return plan.stockMove
  })
  // Stock and sold counts changed: product pages and the best seller must show it.
  if (stockMove !== 'none') catalogCache.clear()
  return getOrder(db, id)
}

/**
 * Writes a planned status change in the caller's transaction, which holds the order row's lock:
 * the units move first (409 when they cannot come back), then the status and tracking number.
 */
export async function applyOrderUpdate(
  tx: Executor,
  orderId: string,
  plan: OrderUpdatePlan,
): Promise<void> {
  if (plan.stockMove === 'return' && (await hasReturnsOfOrder(tx, orderId))) {
    throw conflict(ORDER_HAS_RETURNS_MESSAGE)
  }
  if (plan.stockMove !== 'none') {
    await moveOrderStock(tx, await findOrderItems(tx, orderId), plan.stockMove)
  }
  await updateOrderFulfilment(tx, orderId, plan.fulfilment)
}

/** Deletes an order and its lines. Its units stay where they are: the order may have shipped. */
export async function deleteOrder(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, id)
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    if (await hasReturnsOfOrder(tx, id)) throw conflict(ORDER_HAS_RETURNS_MESSAGE)
    if (!(await deleteOrderById(tx, id))) throw notFound(ORDER_NOT_FOUND_MESSAGE)
    await recordAudit(tx, actor, {
      action: 'order.delete',
      ...auditedOrder(id),
      changes: changedFields(order, undefined, AUDITED_ORDER_FIELDS),
    })
  })
}

/** What the audit log compares of an order: its fulfilment and payment state, never addresses. */
export const AUDITED_ORDER_FIELDS = [
  'status',
  'trackingNumber',
  'isDelivered',
  'deliveredAt',
  'paymentStatus',
] as const

/** An order in the audit log, named as the back office shows it (docs/product-rules.md § Limits: `#` and 8 characters). */
export function auditedOrder(id: string): {
  entityType: 'order'
  entityId: string
  entityLabel: string
} {
  return { entityType: 'order', entityId: id, entityLabel: `#${id.slice(0, SHORT_ID_LENGTH)}` }
}

/**
 * Returns an order's units to stock, or takes them again (409 when they are no longer there).
 * Lines whose product or variant has since been deleted have no stock to move and are skipped.
 */
async function moveOrderStock(
  tx: Executor,
  items: readonly OrderItemRow[],
  move: Exclude<StockMove, 'none'>,
): Promise<void> {
  const lines = items.flatMap((item) =>
    item.productId === null ? [] : [{ ...item, productId: item.productId }],
  )
  if (move === 'return') return returnStock(tx, lines)
  if (await takeStock(tx, lines, 'skip')) throw conflict(ORDER_STOCK_RESTORE_CONFLICT_MESSAGE)
}
