import type { AdminReturn, Return, ReturnItem, ReturnableLine } from '@shop/shared/returns'
import type { ReturnItemRow } from '../../db/schema/index.js'
import { fromCents } from '../../lib/money.js'
import type { ReturnRecord } from './returns.repository.js'

/** The wire return (docs/decisions/032-returns-and-exchanges.md): cents become dollars here only. */
export function toReturnDto(record: ReturnRecord): Return {
  return {
    _id: record.id,
    number: record.number,
    orderId: record.orderId,
    status: record.status,
    items: record.items.map(toReturnItemDto),
    resolution: record.resolution,
    refundAmount: fromCents(record.refundAmountCents),
    ...(record.customerNote !== null && { note: record.customerNote }),
    ...(record.shopNote !== null && { shopNote: record.shopNote }),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  }
}

export function toAdminReturnDto(record: ReturnRecord): AdminReturn {
  return {
    ...toReturnDto(record),
    customer:
      record.userId === null || record.customerName === null || record.customerEmail === null
        ? null
        : { _id: record.userId, name: record.customerName, email: record.customerEmail },
  }
}

function toReturnItemDto(line: ReturnItemRow): ReturnItem {
  return {
    orderItemId: line.orderItemId,
    productId: line.productId,
    name: line.name,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    reason: line.reason,
    ...(line.exchangeSize !== null &&
      line.exchangeColor !== null && {
        exchangeFor: { size: line.exchangeSize, color: line.exchangeColor },
      }),
    refund: fromCents(line.refundCents),
    ...(line.replacementOrderId !== null && { replacementOrderId: line.replacementOrderId }),
  }
}

/** An order line as the return flow offers it, with what can go back and what it can become. */
export function toReturnableLineDto(
  line: {
    id: string
    productId: string | null
    name: string
    image: string
    priceCents: number
    size: string
    color: string
    quantity: number
  },
  returnable: number,
  exchangeOptions: { size: string; color: string; countInStock: number }[],
): ReturnableLine {
  return {
    orderItemId: line.id,
    productId: line.productId,
    name: line.name,
    image: line.image,
    price: fromCents(line.priceCents),
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    returnable,
    exchangeOptions,
  }
}
