import type { Executor } from '../../db/client.js'
import type { UserRow } from '../../db/schema/index.js'
import { rateLimited } from '../../lib/app-error.js'
import { queueMail } from '../mail/mail.service.js'
import type { SignInAttempt, SignInCounters } from './sign-in-counters.js'
import { SIGN_IN_LIMITS, type SignInDecision } from './sign-in-throttle.js'

/** The answer to a guess the throttle refuses (429); it never tells whether the account exists. */
export function throttledMessage(decision: Extract<SignInDecision, { isAllowed: false }>): string {
  if (decision.reason === 'slow_down') {
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
    return `Too many failed attempts. Please wait ${String(seconds)} second${seconds === 1 ? '' : 's'} and try again.`
  }
  const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000))
  return `Too many failed attempts. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}, or reset your password.`
}

export interface PasswordCheckOutcome {
  /** The account the e-mail names, if there is one. */
  user: UserRow | undefined
  isMatch: boolean
}

/**
 * Checks a password under the sign-in throttle (sign-in-throttle.ts): refused guesses answer 429
 * before any hash is computed; a wrong password is counted, a right one forgiven. When the
 * account's failure budget runs out its owner gets one mail about it.
 */
export async function checkPasswordThrottled(
  { db, signInCounters }: { db: Executor; signInCounters: SignInCounters },
  attempt: SignInAttempt,
  check: () => Promise<PasswordCheckOutcome>,
): Promise<PasswordCheckOutcome> {
  const decision = await signInCounters.reserve(attempt, Date.now())
  if (!decision.isAllowed) throw rateLimited(throttledMessage(decision), decision.retryAfterMs)
  let outcome: PasswordCheckOutcome
  try {
    outcome = await check()
  } catch (error) {
    await signInCounters.settle(attempt, 'error', Date.now())
    throw error
  }
  const { shouldAlertOwner } = await signInCounters.settle(
    attempt,
    outcome.isMatch ? 'success' : 'failure',
    Date.now(),
  )
  if (shouldAlertOwner && outcome.user) {
    await queueMail(db, {
      kind: 'sign_in_attempts',
      to: outcome.user.email,
      data: {
        name: outcome.user.name,
        failedAttempts: SIGN_IN_LIMITS.accountBudget,
        windowMinutes: SIGN_IN_LIMITS.windowMs / 60_000,
      },
    })
  }
  return outcome
}
