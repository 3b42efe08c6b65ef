import type { ReturnStatus } from '@shop/shared/returns'

/** Who moves a return: its customer (cancel only) or the back office. */
export type ReturnActor = 'customer' | 'admin'

/** What asking a return for a status does. */
export type ReturnStep =
  | { kind: 'move'; from: ReturnStatus; to: ReturnStatus }
  /** Already there: a repeated or raced request changes nothing and answers the return as it is. */
  | { kind: 'already'; status: ReturnStatus }
  | { kind: 'refused'; message: string }

/**
 * The steps each actor may take (the status diagram of @shop/shared/returns). `closed` is no
 * one's to ask for: settling a received return closes it.
 */
const STEPS: Record<ReturnActor, Partial<Record<ReturnStatus, readonly ReturnStatus[]>>> = {
  customer: { requested: ['cancelled'] },
  admin: { requested: ['approved', 'rejected'], approved: ['received'] },
}

const VERBS: Record<ReturnStatus, string> = {
  requested: 'requested again',
  approved: 'approved',
  rejected: 'rejected',
  received: 'marked received',
  closed: 'closed by hand',
  cancelled: 'cancelled',
}

/**
 * What `actor` asking for `wanted` does to a return that is `current`: a step of the diagram, a
 * repeat of the step that brought it there (nothing to do), or a refusal that says why. Read under
 * the return's row lock, so two requests at once take the step once.
 */
export function planReturnStep(
  current: ReturnStatus,
  wanted: ReturnStatus,
  actor: ReturnActor,
): ReturnStep {
  if (current === wanted) return { kind: 'already', status: current }
  if (STEPS[actor][current]?.includes(wanted)) return { kind: 'move', from: current, to: wanted }
  if (actor === 'customer' && wanted === 'cancelled') {
    return { kind: 'refused', message: 'Only a return not yet approved can be cancelled.' }
  }
  return { kind: 'refused', message: `A return that is ${current} cannot be ${VERBS[wanted]}.` }
}
