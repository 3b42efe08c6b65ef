/**
 * Returns and exchanges as the customer, the back office and the server name them
 * (docs/decisions/031-refund-amount-of-a-return.md for the amounts).
 */

/**
 * A return's life: `requested` → `approved` | `rejected`; `approved` → `received` → `closed` once
 * its refund, credit and replacements are settled; `cancelled` by the customer while `requested`.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'closed',
  'cancelled',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Why a unit goes back, fit first: the shop learns from them which sizes run small or large. */
export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'not_as_described',
  'damaged',
  'wrong_item',
  'changed_mind',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** The words a customer and the owner read for each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_described: 'Not as described',
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item sent',
  changed_mind: 'Changed my mind',
  other: 'Other',
}

/** How the money of the returned units comes back. */
export const RETURN_RESOLUTIONS = ['refund', 'store_credit'] as const
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number]
