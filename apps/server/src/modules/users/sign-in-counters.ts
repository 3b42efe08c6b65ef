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

export interface AccountCount extends FailureCount {
  isOwnerAlerted?: boolean
}

export type Counts = readonly (AccountCount | undefined)[]

/**
 * Where the counts are kept: this process's memory, or Redis shared by every instance
 * (modules/shared-state/redis-count-store.ts). Both apply the one rule below.
 */
export interface CountStore {
  /**
   * Reads the counts under `keys`, and stores what `change` makes of them, as one atomic step.
   * `change` must be pure: a store may run it again on fresher counts. An undefined count is
   * removed; no `counts` at all leaves every count as it was.
   */
  update: <Result>(
    keys: readonly string[],
    change: (counts: Counts) => { counts?: Counts; result: Result },
  ) => Promise<Result>
  remove: (key: string) => Promise<void>
}

/** Bounds the memory an attacker spraying addresses and accounts can make the counters take. */
const MAX_KEYS = 100_000

/** Counts in this process: right for one instance; every update is synchronous, so atomic. */
export function createMemoryCountStore(limits: SignInLimits = SIGN_IN_LIMITS): CountStore {
  const counts = new LRUCache<string, AccountCount>({ max: MAX_KEYS, ttl: limits.windowMs })
  return {
    update: async (keys, change) => {
      const next = change(keys.map((key) => counts.get(key)))
      const changed = next.counts
      if (changed)
        keys.forEach((key, index) => {
          const count = changed[index]
          if (count === undefined) counts.delete(key)
          else counts.set(key, count)
        })
      return next.result
    },
    remove: async (key) => {
      counts.delete(key)
    },
  }
}

/** The three counters one guess touches: this address on this account, the address, the account. */
function keysOf({ account, address }: SignInAttempt): [string, string, string] {
  return [`pair:${account}\n${address}`, `address:${address}`, `account:${account}`]
}

/** The sign-in rule (sign-in-throttle.ts) applied through a store of counts. */
export function createSignInCounters(
  store: CountStore,
  limits: SignInLimits = SIGN_IN_LIMITS,
): SignInCounters {
  // The window decides what counts (currentCount); a store's own expiry only frees space.
  const current = (counts: Counts, now: number) =>
    counts.map((count) => currentCount(count, now, limits))
  const stored = (count: AccountCount | undefined) =>
    count === undefined || count.failures === 0 ? undefined : count

  return {
    reserve: (attempt, now) =>
      store.update<SignInDecision>(keysOf(attempt), (counts) => {
        const [pair, address, account] = current(counts, now)
        const decision = decideSignInAttempt({ pair, address, account }, now, limits)
        if (!decision.isAllowed) return { result: decision }
        return {
          counts: [addFailure(pair, now), addFailure(address, now), addFailure(account, now)],
          result: decision,
        }
      }),
    settle: (attempt, outcome, now) =>
      store.update<{ shouldAlertOwner: boolean }>(keysOf(attempt), (counts) => {
        const [pair, address, account] = current(counts, now)
        if (outcome !== 'failure') {
          // A right password clears the address's failures on the account; an error only
          // takes back the guess that never got its answer.
          return {
            counts: [
              outcome === 'success' ? undefined : stored(removeFailure(pair)),
              stored(removeFailure(address)),
              stored(removeFailure(account)),
            ],
            result: { shouldAlertOwner: false },
          }
        }
        if (!account || account.isOwnerAlerted || account.failures < limits.accountBudget) {
          return { result: { shouldAlertOwner: false } }
        }
        return {
          counts: [pair, address, { ...account, isOwnerAlerted: true }],
          result: { shouldAlertOwner: true },
        }
      }),
    forgive: (attempt) => store.remove(keysOf(attempt)[0]),
  }
}

/** Counters in this process's memory: one instance, or Redis unset. */
export function createMemorySignInCounters(limits: SignInLimits = SIGN_IN_LIMITS): SignInCounters {
  return createSignInCounters(createMemoryCountStore(limits), limits)
}
