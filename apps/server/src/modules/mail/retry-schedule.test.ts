import { expect, test } from 'vitest'
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry-schedule.js'

test('a failing message is retried after 30 s, then twice as long each time, at most hourly', () => {
  const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((attempts) =>
    retryDelayMs(attempts, DEFAULT_RETRY_SCHEDULE),
  )
  expect(delays.map((ms) => ms / 1000)).toEqual([
    30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600,
  ])
})

test('over a day about thirty attempts are made before the message is given up', () => {
  let elapsed = 0
  let attempts = 0
  while (elapsed < DEFAULT_RETRY_SCHEDULE.giveUpAfterMs) {
    attempts += 1
    elapsed += retryDelayMs(attempts, DEFAULT_RETRY_SCHEDULE)
  }
  expect(attempts).toBeGreaterThan(25)
  expect(attempts).toBeLessThan(35)
})
