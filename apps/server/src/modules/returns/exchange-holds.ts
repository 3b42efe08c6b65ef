import type { Executor } from '../../db/client.js'
import type { ReturnItemRow } from '../../db/schema/index.js'
import { returnStock } from '../catalog/stock.service.js'

/** The units a return holds for its exchanges: the variant asked for, per line. */
export function exchangeHolds(lines: readonly ReturnItemRow[]) {
  return lines.flatMap((line) =>
    line.productId !== null && line.exchangeSize !== null && line.exchangeColor !== null
      ? [
          {
            productId: line.productId,
            size: line.exchangeSize,
            color: line.exchangeColor,
            quantity: line.quantity,
          },
        ]
      : [],
  )
}

/**
 * Puts a withdrawn or rejected return's held exchange units back on the shelf, in the caller's
 * transaction (under the return's row lock, so once). Answers whether any stock moved.
 */
export async function releaseExchangeHolds(
  tx: Executor,
  lines: readonly ReturnItemRow[],
): Promise<boolean> {
  const holds = exchangeHolds(lines)
  if (holds.length === 0) return false
  await returnStock(tx, holds)
  return true
}
