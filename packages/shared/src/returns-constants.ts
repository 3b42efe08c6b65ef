/**
 * Returns and exchanges as the customer, the back office and the server name them
 * (docs/decisions/031-refund-amount-of-a-return.md for the amounts): the statuses, reasons and
 * their words, the limits and the messages, without zod, so that a page which only shows a
 * return (the storefront's slip and return flow) loads no schema library. `returns.ts` holds the
 * schemas and re-exports all of this.
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

export const MAX_RETURN_LINES = 50
export const MAX_RETURN_NOTE_LENGTH = 1000

export const RETURN_NOT_FOUND_MESSAGE = 'Return not found.'
export const RETURN_NO_ITEMS_MESSAGE = 'Choose at least one item to return.'
export const RETURN_LINE_TWICE_MESSAGE =
  'Each item can be listed once; change its quantity instead.'
export const RETURN_WINDOW_CLOSED_MESSAGE = 'This order can no longer be returned.'
export const RETURN_UNKNOWN_LINE_MESSAGE = 'One of the items is not part of this order.'
export const RETURN_SAME_VARIANT_MESSAGE =
  'An exchange must be for another size or colour of the same item.'
export const RETURN_ORDER_CANCELLED_MESSAGE =
  'The order was cancelled and its units are back in stock: reject this return instead.'
export const RETURN_EXCHANGED_UNIT_REFUND_MESSAGE =
  'was sent in exchange at no cost: it can be exchanged again for another size or colour, but not refunded.'
export const RETURN_REJECT_NOTE_MESSAGE = 'Tell the customer why the return is rejected.'
export const RETURN_STORE_CREDIT_ACCOUNT_MESSAGE =
  'The customer’s account is gone, so there is nowhere to put store credit.'
