import type { Executor } from '../../db/client.js'
import type { OrderRow } from '../../db/schema/index.js'
import { insertOrder } from './orders.repository.js'

/** A unit sent in exchange: the variant held for it, with the original line's name and image. */
export interface ReplacementLine {
  productId: string
  name: string
  image: string
  size: string
  color: string
  quantity: number
}

/** How a replacement order reads in the order lists and on its page. */
export const REPLACEMENT_PAYMENT_METHOD = 'Exchange'

/**
 * Writes the order that ships a return's exchanged units (docs/decisions/032-returns-and-exchanges.md),
 * in the caller's transaction: `Processing`, paid, nothing to pay (every amount 0, no capture),
 * to the original order's address by its shipping option. Its units were taken from stock when
 * the return was made, so none are taken here. It is shipped, tracked and mailed like any order.
 */
export async function createReplacementOrder(
  tx: Executor,
  original: OrderRow,
  lines: readonly ReplacementLine[],
  now: Date,
): Promise<string> {
  return insertOrder(
    tx,
    {
      userId: original.userId,
      checkoutId: null,
      shippingAddress: original.shippingAddress,
      shippingOption: { ...original.shippingOption, costCents: 0 },
      paymentMethod: REPLACEMENT_PAYMENT_METHOD,
      paymentProvider: original.paymentProvider,
      paymentOrderId: null,
      paymentCaptureId: null,
      paymentStatus: 'paid',
      subtotalCents: 0,
      shippingCents: 0,
      discountCents: 0,
      taxCents: 0,
      totalCents: 0,
      status: 'Processing',
      isPaid: true,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines.map((line, position) => ({ ...line, priceCents: 0, position })),
  )
}
