import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { settleNoSoonerThan } from './steady-timing.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('a quick answer waits for the minimum time before it settles', async () => {
  let isSettled = false
  const answer = settleNoSoonerThan(400, async () => 'done').then((value) => {
    isSettled = true
    return value
  })
  await vi.advanceTimersByTimeAsync(399)
  expect(isSettled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  await expect(answer).resolves.toBe('done')
})

test('a failure waits as long as a success before it is thrown', async () => {
  let isSettled = false
  const answer = settleNoSoonerThan(400, async () => {
    throw new Error('no such thing')
  }).catch((error: unknown) => {
    isSettled = true
    return error
  })
  await vi.advanceTimersByTimeAsync(399)
  expect(isSettled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await answer).toEqual(new Error('no such thing'))
})

test('work that takes longer than the minimum is not delayed further', async () => {
  const answer = settleNoSoonerThan(100, async () => {
    await new Promise((resolve) => setTimeout(resolve, 250))
    return 'slow'
  })
  await vi.advanceTimersByTimeAsync(250)
  await expect(answer).resolves.toBe('slow')
})
