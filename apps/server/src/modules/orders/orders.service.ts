import { isUuid } from '@shop/shared/common'
import { ORDER_NOT_FOUND_MESSAGE, type Order } from '@shop/shared/orders'
import type { Executor } from '../../db/client.js'
import type { NewOrderRow } from '../../db/schema/index.js'
import { notFound } from '../../lib/app-error.js'
import type { SessionUser } from '../../plugins/auth.js'
import { queueOrderMail } from './order-mails.js'
import { toOrderDto } from './order.mapper.js'
import {
  findOrderById,
  findOrderIdByCheckout,
  findOrdersOfUser,
  insertOrder,
} from './orders.repository.js'

/** A bought line as the checkout priced it; the order keeps these copies for good. */
export interface NewOrderItem {
  productId: string
  name: string
  image: string
  priceCents: number
  size: string
  color: string
  quantity: number
}

/**
 * Writes a paid order, `Processing` (docs/product-rules.md § Checkout), inside the finalizing
 * transaction, and queues its confirmation mail there too. The unique checkout id refuses a
 * second order for the same checkout.
 */
export async function createOrder(
  tx: Executor,
  order: Omit<NewOrderRow, 'id' | 'status' | 'isPaid' | 'isDelivered' | 'deliveredAt'> & {
    paidAt: Date
  },
  items: readonly NewOrderItem[],
): Promise<string> {
  const orderId = await insertOrder(
    tx,
    { ...order, status: 'Processing', isPaid: true },
    items.map((item, position) => ({ ...item, position })),
  )
  await queueOrderMail(tx, orderId, 'order_confirmation')
  return orderId
}

/** The order already made from a checkout, if any. */
export async function findOrderOfCheckout(
  db: Executor,
  checkoutId: string,
): Promise<string | undefined> {
  return findOrderIdByCheckout(db, checkoutId)
}

export async function getOrderById(db: Executor, id: string): Promise<Order> {
  const record = isUuid(id) ? await findOrderById(db, id) : undefined
  if (!record) throw notFound(ORDER_NOT_FOUND_MESSAGE)
  return toOrderDto(record)
}

/** docs/product-rules.md § Checkout: the caller's own order, or any order for an admin; else 404. */
export async function getOrderForUser(db: Executor, user: SessionUser, id: string): Promise<Order> {
  const record = isUuid(id) ? await findOrderById(db, id) : undefined
  if (!record || (record.userId !== user.id && user.role !== 'admin')) {
    throw notFound(ORDER_NOT_FOUND_MESSAGE)
  }
  return toOrderDto(record)
}

/** The caller's orders, newest first. */
export async function getMyOrders(db: Executor, userId: string): Promise<Order[]> {
  return (await findOrdersOfUser(db, userId)).map(toOrderDto)
}
