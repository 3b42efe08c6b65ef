import { setTimeout as wait } from 'node:timers/promises'

/**
 * Runs `work` and settles no sooner than `minimumMs` after it began, whichever way the work
 * went, so the time an answer takes tells nothing about the path it took (a known or an
 * unknown e-mail, say).
 */
export async function settleNoSoonerThan<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const startedAt = performance.now()
  try {
    return await work()
  } finally {
    const remainingMs = minimumMs - (performance.now() - startedAt)
    if (remainingMs > 0) await wait(remainingMs)
  }
}
