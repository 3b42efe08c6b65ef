import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.js'
import { deleteGuestCartsUntouchedSince } from './cart.repository.js'

/** A guest cart nobody changed for this long is removed (docs/api.md § Cart). */
export const GUEST_CART_MAX_IDLE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export interface GuestCartSweeperOptions {
  /** The clock the age of a cart is measured by; tests pass their own. */
  now?: () => Date
  /** How often the sweep runs while started. */
  intervalMs?: number
  /** Carts deleted per statement, so one sweep never holds many rows at once. */
  batchSize?: number
}

export interface GuestCartSweeper {
  /** Deletes every guest cart untouched for GUEST_CART_MAX_IDLE_DAYS; answers how many. */
  sweep: () => Promise<number>
  /** Sweeps now and then every `intervalMs`, until stopped. */
  start: () => void
  /** Stops the timer and waits for a sweep under way. */
  stop: () => Promise<void>
}

/**
 * Removes abandoned guest carts in the server process. Every instance may run one: each sweep
 * deletes with SKIP LOCKED, so instances sweeping at once share the work instead of blocking,
 * and a cart being changed right now is left alone.
 */
export function createGuestCartSweeper(
  db: Database,
  log: FastifyBaseLogger,
  {
    now = () => new Date(),
    intervalMs = 60 * 60 * 1000,
    batchSize = 1000,
  }: GuestCartSweeperOptions = {},
): GuestCartSweeper {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()

  const sweep = async (): Promise<number> => {
    const cutoff = new Date(now().getTime() - GUEST_CART_MAX_IDLE_DAYS * DAY_MS)
    let total = 0
    for (;;) {
      const deleted = await deleteGuestCartsUntouchedSince(db, cutoff, batchSize)
      total += deleted
      if (deleted < batchSize) break
    }
    if (total > 0) log.info({ removed: total }, 'removed guest carts untouched for 30 days')
    return total
  }

  const sweepLogged = () => {
    running = sweep().catch((error: unknown) => {
      log.warn({ err: error }, 'removing old guest carts failed; the next sweep tries again')
    })
  }

  return {
    sweep,
    start() {
      if (timer) return
      sweepLogged()
      timer = setInterval(sweepLogged, intervalMs)
      // The sweep never keeps the process alive on its own.
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
