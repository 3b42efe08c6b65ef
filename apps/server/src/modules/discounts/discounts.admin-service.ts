import { isUuid } from '@shop/shared/common'
import {
  DISCOUNT_CODE_TAKEN_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  discountLimitBelowUsesMessage,
  type Discount,
  type DiscountBody,
} from '@shop/shared/discounts'
import type { Executor } from '../../db/client.js'
import { conflict, notFound } from '../../lib/app-error.js'
import { findUniqueViolation } from '../../lib/unique-violation.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { toDiscountDto, toDiscountValues } from './discount.mapper.js'
import {
  DISCOUNT_CODE_UNIQUE_INDEX,
  deleteDiscountById,
  insertDiscount,
  isDiscountCodeTaken,
  lockDiscount,
  updateDiscountValues,
} from './discounts.repository.js'

/**
 * The back office's discount codes (docs/product-rules.md § Money). Codes are unique without regard to
 * case: the check answers 409 in the owner's words, and when two writes race past it the unique
 * index decides and the loser gets the same 409.
 */

/** A code's settings as the audit log compares them, in the back office's units. */
const AUDITED_DISCOUNT_FIELDS = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
] as const

function discountEntry(discount: Discount) {
  return { entityType: 'discount', entityId: discount._id, entityLabel: discount.code }
}

/** Adds a code; a code that exists in any letter case is a 409. */
export async function createDiscount(
  db: Executor,
  /** null for the first-run seed's demo code: no admin's write, so no audit entry. */
  actor: AuditActor | null,
  body: DiscountBody,
): Promise<Discount> {
  try {
    return await db.transaction(async (tx) => {
      if (await isDiscountCodeTaken(tx, body.code)) throw conflict(DISCOUNT_CODE_TAKEN_MESSAGE)
      const created = toDiscountDto(await insertDiscount(tx, toDiscountValues(body)))
      if (actor) {
        await recordAudit(tx, actor, {
          action: 'discount.create',
          ...discountEntry(created),
          changes: changedFields(undefined, created, AUDITED_DISCOUNT_FIELDS),
        })
      }
      return created
    })
  } catch (error) {
    throw asCodeTaken(error)
  }
}

/**
 * Replaces a code's settings. The row is locked as a redemption locks it, so the uses read here
 * are final: a usage limit below them is a 409 (the orders that used the code exist), never the
 * database's check firing as a 500.
 */
export async function updateDiscount(
  db: Executor,
  actor: AuditActor,
  id: string,
  body: DiscountBody,
): Promise<Discount> {
  if (!isUuid(id)) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE)
  try {
    return await db.transaction(async (tx) => {
      const current = await lockDiscount(tx, id)
      if (!current) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE)
      if (body.usageLimit !== null && body.usageLimit < current.timesUsed) {
        throw conflict(discountLimitBelowUsesMessage(current.timesUsed))
      }
      if (await isDiscountCodeTaken(tx, body.code, id)) {
        throw conflict(DISCOUNT_CODE_TAKEN_MESSAGE)
      }
      const updated = await updateDiscountValues(tx, id, toDiscountValues(body))
      if (!updated) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE)
      const after = toDiscountDto(updated)
      await recordAudit(tx, actor, {
        action: 'discount.update',
        ...discountEntry(after),
        changes: changedFields(toDiscountDto(current), after, AUDITED_DISCOUNT_FIELDS),
      })
      return after
    })
  } catch (error) {
    throw asCodeTaken(error)
  }
}

/** Deletes a code and its uses; orders that used it keep the code and the amount they were given. */
export async function deleteDiscount(db: Executor, actor: AuditActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const current = await lockDiscount(tx, id)
    if (!current || !(await deleteDiscountById(tx, id))) throw notFound(DISCOUNT_NOT_FOUND_MESSAGE)
    const before = toDiscountDto(current)
    await recordAudit(tx, actor, {
      action: 'discount.delete',
      ...discountEntry(before),
      changes: changedFields(before, undefined, AUDITED_DISCOUNT_FIELDS),
    })
  })
}

/** The code index's refusal as the 409 the check would have given; any other error unchanged. */
function asCodeTaken(error: unknown): unknown {
  return findUniqueViolation(error)?.constraint === DISCOUNT_CODE_UNIQUE_INDEX
    ? conflict(DISCOUNT_CODE_TAKEN_MESSAGE)
    : error
}
