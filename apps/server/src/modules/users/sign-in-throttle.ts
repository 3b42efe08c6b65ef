/**
 * The sign-in throttling rule (docs/product-rules.md § Accounts; docs/decisions/009-sign-in-throttling.md).
 * Failures are counted per (account, client address), per client address, and per account,
 * each in a fixed 15-minute window:
 *
 * - an address that keeps failing on one account is slowed down (a wait of 2 s, 4 s, 8 s after
 *   its 2nd, 3rd and 4th failure) and refused after its 5th, until the window ends;
 * - an address that fails 20 times on any accounts is refused for sign-ins altogether;
 * - an account has a budget of 10 failures from all addresses together. Once it is used up,
 *   every address that has failed on it is refused, and each new address gets one guess: the
 *   owner, signing in from an address that has not been failing, is never refused because
 *   someone else failed.
 *
 * A guess is counted as a failure before its password is checked and given back when it was
 * right, so parallel guesses can never check more than the rule allows.
 */

export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Failures of one address on one account before it is refused for the window. */
  pairMaxFailures: 5,
  /** From this many failures of one address on one account, each next guess waits. */
  pairSlowDownFrom: 2,
  slowDownBaseMs: 2_000,
  /** Failures of one address on any accounts before it is refused for the window. */
  addressMaxFailures: 20,
  /** Failures on one account from all addresses before it counts as under attack. */
  accountBudget: 10,
} as const

export type SignInLimits = typeof SIGN_IN_LIMITS

/** One counter: failures since the window opened, and when the last one was counted. */
export interface FailureCount {
  failures: number
  windowStartedAt: number
  lastFailureAt: number
}

export interface SignInCounts {
  pair: FailureCount | undefined
  address: FailureCount | undefined
  account: FailureCount | undefined
}

export type SignInDecision =
  { isAllowed: true } | { isAllowed: false; reason: 'slow_down' | 'locked'; retryAfterMs: number }

/** A counter as it stands at `now`: an expired window counts nothing. */
export function currentCount<Count extends FailureCount>(
  count: Count | undefined,
  now: number,
  limits: SignInLimits = SIGN_IN_LIMITS,
): Count | undefined {
  if (!count || now - count.windowStartedAt >= limits.windowMs) return undefined
  return count
}

const windowEnd = (count: FailureCount, limits: SignInLimits) =>
  count.windowStartedAt + limits.windowMs

/** Whether a guess may be checked now; `counts` must already be current (see currentCount). */
export function decideSignInAttempt(
  { pair, address, account }: SignInCounts,
  now: number,
  limits: SignInLimits = SIGN_IN_LIMITS,
): SignInDecision {
  const locked = (count: FailureCount): SignInDecision => ({
    isAllowed: false,
    reason: 'locked',
    retryAfterMs: Math.max(1_000, windowEnd(count, limits) - now),
  })
  if (address && address.failures >= limits.addressMaxFailures) return locked(address)
  if (pair && pair.failures >= limits.pairMaxFailures) return locked(pair)
  if (account && account.failures >= limits.accountBudget && pair && pair.failures > 0) {
    return locked(account)
  }
  if (pair && pair.failures >= limits.pairSlowDownFrom) {
    const waitMs = limits.slowDownBaseMs * 2 ** (pair.failures - limits.pairSlowDownFrom)
    const readyAt = pair.lastFailureAt + waitMs
    if (now < readyAt) return { isAllowed: false, reason: 'slow_down', retryAfterMs: readyAt - now }
  }
  return { isAllowed: true }
}

/** One more failure on a counter (its other fields kept), opening a window when none is open. */
export function addFailure(count: FailureCount | undefined, now: number): FailureCount {
  if (!count) return { failures: 1, windowStartedAt: now, lastFailureAt: now }
  return { ...count, failures: count.failures + 1, lastFailureAt: now }
}

/** A counted guess that turned out right is taken back. */
export function removeFailure<Count extends FailureCount>(
  count: Count | undefined,
): Count | undefined {
  if (!count) return undefined
  return { ...count, failures: Math.max(0, count.failures - 1) }
}
