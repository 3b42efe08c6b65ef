import type { Discount, DiscountBody } from '@shop/shared/discounts'
import type { DiscountRow } from '../../db/schema/index.js'
import { BASIS_POINTS, fromCents, toCents } from '../../lib/money.js'
import type { DiscountValues } from './discounts.repository.js'

/** Basis points in one percent: the wire says 12.5, the row holds 1250 (db/schema/discounts.ts). */
const BASIS_POINTS_PER_PERCENT = BASIS_POINTS / 100

/** The stored `value`: basis points for percent, cents for fixed, 0 for free shipping. */
function toStoredValue(body: Pick<DiscountBody, 'type' | 'value'>): number {
  switch (body.type) {
    case 'percent':
      return Math.round(body.value * BASIS_POINTS_PER_PERCENT)
    case 'fixed':
      return toCents(body.value)
    case 'free_shipping':
      return 0
  }
}

function toWireValue(row: Pick<DiscountRow, 'type' | 'value'>): number {
  switch (row.type) {
    case 'percent':
      return row.value / BASIS_POINTS_PER_PERCENT
    case 'fixed':
      return fromCents(row.value)
    case 'free_shipping':
      return 0
  }
}

/** A back-office body as the columns it writes. */
export function toDiscountValues(body: DiscountBody): DiscountValues {
  return {
    code: body.code,
    type: body.type,
    value: toStoredValue(body),
    minSubtotalCents: toCents(body.minSubtotal),
    startsAt: body.startsAt === null ? null : new Date(body.startsAt),
    endsAt: body.endsAt === null ? null : new Date(body.endsAt),
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    active: body.active,
  }
}

/** A code as the back office reads it: percent and dollars, ISO dates. */
export function toDiscountDto(row: DiscountRow): Discount {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: toWireValue(row),
    minSubtotal: fromCents(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    timesUsed: row.timesUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
