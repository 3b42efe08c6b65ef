/**
 * When a failed delivery is tried again: after `baseMs`, then twice as long each time, never
 * more than `capMs` apart (30 s, 1 min, 2 min … 1 h by default). A message still failing a day
 * after it was queued is given up (docs/decisions/008-mail-outbox.md).
 */
export interface RetrySchedule {
  baseMs: number
  capMs: number
  /** How long after queueing a message may keep failing before it is marked failed. */
  giveUpAfterMs: number
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
}

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number, schedule: RetrySchedule): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(schedule.baseMs * 2 ** doublings, schedule.capMs)
}
