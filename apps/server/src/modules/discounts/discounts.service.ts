import { DISCOUNT_CUSTOMER_USED_UP_MESSAGE, DISCOUNT_USED_UP_MESSAGE } from '@shop/shared/discounts'
import type { Executor } from '../../db/client.js'
import type { DiscountRow } from '../../db/schema/index.js'
import {
  countRedemptionsOfCustomer,
  findDiscountByCode,
  lockDiscount,
  recordRedemption,
} from './discounts.repository.js'

/**
 * Counts one use of a code for an order inside the order's transaction, under the code's row
 * lock, so a code with usageLimit N is used at most N times however many buyers finalize at
 * once, and perCustomerLimit holds per user the same way (docs/product-rules.md § Money). Answers the
 * reason when a limit is reached (nothing is recorded then). A code deleted since the payment
 * keeps the price the buyer was given and records nothing.
 */
export async function redeemDiscount(
  tx: Executor,
  discountId: string,
  use: { orderId: string; userId: string },
): Promise<string | undefined> {
  const code = await lockDiscount(tx, discountId)
  if (!code) return undefined
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return DISCOUNT_USED_UP_MESSAGE
  if (code.perCustomerLimit !== null) {
    const uses = await countRedemptionsOfCustomer(tx, discountId, use.userId)
    if (uses >= code.perCustomerLimit) return DISCOUNT_CUSTOMER_USED_UP_MESSAGE
  }
  await recordRedemption(tx, { discountId, ...use })
  return undefined
}

/** The code a shopper typed (any case) and how often this customer already used it. */
export async function findDiscountForCustomer(
  db: Executor,
  code: string,
  userId: string,
): Promise<{ row: DiscountRow | undefined; usesByCustomer: number }> {
  const row = await findDiscountByCode(db, code)
  const usesByCustomer = row ? await countRedemptionsOfCustomer(db, row.id, userId) : 0
  return { row, usesByCustomer }
}
