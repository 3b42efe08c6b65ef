import { LRUCache } from 'lru-cache'
import {
  SIGN_IN_LIMITS,
  addFailure,
  currentCount,
  decideSignInAttempt,
  removeFailure,
  type FailureCount,
  type SignInDecision,
  type SignInLimits,
} from './sign-in-throttle.js'

/**
 * Where sign-in failures are counted. One small interface, so that the counters can move from
 * this process's memory to a store every instance shares (Redis) without touching the routes.
 * Each method must be atomic: `reserve` checks and counts in one step.
 */
export interface SignInCounters {
  /** Checks a guess against the rule and, when it may go ahead, counts it as a failure. */
  reserve: (attempt: SignInAttempt, now: number) => Promise<SignInDecision>
  /**
   * Settles a reserved guess. A right password takes the count back and clears this address's
   * failures on the account; a wrong one stays counted; an error (the check never answered)
   * takes the count back only. Answers whether the account's owner should now be told it is
   * being guessed at: once per window, when its budget runs out.
   */
  settle: (
    attempt: SignInAttempt,
    outcome: 'success' | 'failure' | 'error',
    now: number,
  ) => Promise<{ shouldAlertOwner: boolean }>
  /** Forgets this address's failures on the account (it just proved it owns the account). */
  forgive: (attempt: SignInAttempt) => Promise<void>
}

export interface SignInAttempt {
  /** The account's normalized e-mail, known or not: unknown accounts are counted the same way. */
  account: string
  /** The client's address as the server sees it (request.ip). */
  address: string
}

interface AccountCount extends FailureCount {
  isOwnerAlerted?: boolean
}

/** Bounds the memory an attacker spraying addresses and accounts can make the counters take. */
const MAX_KEYS = 100_000

/** Counters in this process: right for one instance; every decision is synchronous, so atomic. */
export function createMemorySignInCounters(limits: SignInLimits = SIGN_IN_LIMITS): SignInCounters {
  const counts = new LRUCache<string, AccountCount>({ max: MAX_KEYS, ttl: limits.windowMs })
  const keys = ({ account, address }: SignInAttempt) => ({
    pair: `pair:${account}\n${address}`,
    address: `address:${address}`,
    account: `account:${account}`,
  })
  const read = (key: string, now: number) => currentCount(counts.get(key), now, limits)
  // The window decides what counts (currentCount); the cache's own expiry only frees memory.
  const write = (key: string, count: AccountCount | undefined) => {
    if (count === undefined || count.failures === 0) counts.delete(key)
    else counts.set(key, count)
  }

  return {
    reserve: async (attempt, now) => {
      const key = keys(attempt)
      const pair = read(key.pair, now)
      const address = read(key.address, now)
      const account = read(key.account, now)
      const decision = decideSignInAttempt({ pair, address, account }, now, limits)
      if (decision.isAllowed) {
        write(key.pair, addFailure(pair, now))
        write(key.address, addFailure(address, now))
        write(key.account, addFailure(account, now))
      }
      return decision
    },
    settle: async (attempt, outcome, now) => {
      const key = keys(attempt)
      if (outcome !== 'failure') {
        const pair = read(key.pair, now)
        // A right password clears the address's failures on the account; an error only
        // takes back the guess that never got its answer.
        write(key.pair, outcome === 'success' ? undefined : removeFailure(pair))
        write(key.address, removeFailure(read(key.address, now)))
        const account = removeFailure(read(key.account, now))
        write(key.account, account)
        return { shouldAlertOwner: false }
      }
      const account = read(key.account, now)
      if (!account || account.isOwnerAlerted || account.failures < limits.accountBudget) {
        return { shouldAlertOwner: false }
      }
      write(key.account, { ...account, isOwnerAlerted: true })
      return { shouldAlertOwner: true }
    },
    forgive: async (attempt) => {
      counts.delete(keys(attempt).pair)
    },
  }
}
