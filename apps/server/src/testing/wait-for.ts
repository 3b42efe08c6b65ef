import { setTimeout as wait } from 'node:timers/promises'

/**
 * Resolves with the first truthy value `probe` gives, asking again every `intervalMs`, and
 * fails after `timeoutMs`: a wait for a condition (a row's state, a file), never for time.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  { timeoutMs = 10_000, intervalMs = 25, what = 'the condition' } = {},
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (performance.now() > deadline)
      throw new Error(`Timed out after ${String(timeoutMs)} ms waiting for ${what}`)
    await wait(intervalMs)
  }
}
