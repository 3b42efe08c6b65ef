import { RETURN_STATUSES } from '@shop/shared/returns'
import { expect, test } from 'vitest'
import { planReturnStep } from './return-steps.js'

test('the back office approves or rejects a requested return, and receives an approved one', () => {
  expect(planReturnStep('requested', 'approved', 'admin')).toEqual({
    kind: 'move',
    from: 'requested',
    to: 'approved',
  })
  expect(planReturnStep('requested', 'rejected', 'admin').kind).toBe('move')
  expect(planReturnStep('approved', 'received', 'admin').kind).toBe('move')
})

test('the customer cancels a return only while it is requested', () => {
  expect(planReturnStep('requested', 'cancelled', 'customer').kind).toBe('move')
  expect(planReturnStep('approved', 'cancelled', 'customer')).toEqual({
    kind: 'refused',
    message: 'Only a return not yet approved can be cancelled.',
  })
})

test('asking again for the status a return has changes nothing', () => {
  for (const status of RETURN_STATUSES) {
    expect(planReturnStep(status, status, 'admin')).toEqual({ kind: 'already', status })
  }
})

test('every other step is refused with the reason', () => {
  expect(planReturnStep('requested', 'received', 'admin')).toEqual({
    kind: 'refused',
    message: 'A return that is requested cannot be marked received.',
  })
  expect(planReturnStep('rejected', 'approved', 'admin').kind).toBe('refused')
  expect(planReturnStep('received', 'closed', 'admin').kind).toBe('refused')
  expect(planReturnStep('requested', 'approved', 'customer').kind).toBe('refused')
  // Only these four moves exist.
  const moves = RETURN_STATUSES.flatMap((from) =>
    RETURN_STATUSES.flatMap((to) =>
      (['admin', 'customer'] as const)
        .filter((actor) => planReturnStep(from, to, actor).kind === 'move')
        .map((actor) => `${actor}: ${from} → ${to}`),
    ),
  )
  expect(moves.sort()).toEqual(
    [
      'admin: approved → received',
      'admin: requested → approved',
      'admin: requested → rejected',
      'customer: requested → cancelled',
    ].sort(),
  )
})
