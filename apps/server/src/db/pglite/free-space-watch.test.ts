import { afterEach, expect, test } from 'vitest'
import { waitFor } from '../../testing/wait-for.js'
import type { WriteRefusal } from './disk-guarded-pglite.js'
import {
  RESUME_MARGIN_BYTES,
  statfsFreeBytes,
  watchFreeSpace,
  type FreeSpaceWatch,
} from './free-space-watch.js'

/**
 * The free-space watch refuses writes below MIN_FREE_DISK_MB and accepts them again one WAL
 * segment above it (docs/decisions/022-full-disk.md). The disk and the database are fakes here;
 * full-disk.test.ts runs the real ones.
 */

const MB = 1024 * 1024
const RESERVE = 64 * MB

interface Fakes {
  setFree: (bytes: number) => void
  refusals: string[]
  lines: string[]
  watch: FreeSpaceWatch
  /** How many times free space was read: a check has run once it rises. */
  reads: () => number
}

const watches: FreeSpaceWatch[] = []
afterEach(() => {
  for (const watch of watches.splice(0)) watch.stop()
})

function watchFakeDisk(freeAtStart: number, failing = false): Fakes {
  let free = freeAtStart
  let reads = 0
  let refusedBecause: string | undefined
  const refusals: string[] = []
  const lines: string[] = []
  const writes: WriteRefusal = {
    refuseWrites: async (reason) => {
      refusedBecause = reason
      refusals.push(reason)
    },
    acceptWrites: async () => {
      refusedBecause = undefined
    },
    writesRefusedBecause: () => refusedBecause,
  }
  const watch = watchFreeSpace({
    directory: '/srv/shop/data/pglite',
    minFreeBytes: RESERVE,
    writes,
    log: {
      info: (message) => lines.push(`info: ${message}`),
      warn: (message) => lines.push(`warn: ${message}`),
      error: (_details, message) => lines.push(`error: ${message}`),
    },
    freeBytes: async () => {
      reads += 1
      if (failing) throw new Error('statfs failed')
      return free
    },
    intervalMs: 5,
  })
  watches.push(watch)
  return {
    setFree: (bytes) => {
      free = bytes
    },
    refusals,
    lines,
    watch,
    reads: () => reads,
  }
}

/** Waits until free space was read twice more: every check before then has ended. */
async function afterTwoChecks(fakes: Fakes): Promise<void> {
  const target = fakes.reads() + 2
  await waitFor(async () => fakes.reads() >= target, { what: 'two more checks' })
}

test('below the reserve writes are refused, and they come back one WAL segment above it', async () => {
  const fakes = watchFakeDisk(500 * MB)
  await afterTwoChecks(fakes)
  expect(fakes.refusals).toEqual([])

  fakes.setFree(RESERVE - 1)
  await waitFor(async () => fakes.refusals.length === 1, { what: 'the refusal' })
  expect(fakes.refusals[0]).toBe(
    'less than 64 MB is free on the disk of DATA_DIR (MIN_FREE_DISK_MB)',
  )
  expect(fakes.lines).toEqual([
    'warn: Only 64.0 MB is free on the disk of /srv/shop/data/pglite: the database refuses writes (503) until at least 80 MB is free (MIN_FREE_DISK_MB=64)',
  ])

  // At the reserve, and just under reserve plus margin: still refusing, and said once.
  fakes.setFree(RESERVE + RESUME_MARGIN_BYTES - 1)
  await afterTwoChecks(fakes)
  expect(fakes.refusals).toHaveLength(1)
  expect(fakes.lines).toHaveLength(1)

  fakes.setFree(RESERVE + RESUME_MARGIN_BYTES)
  await waitFor(async () => fakes.lines.length === 2, { what: 'writes accepted again' })
  expect(fakes.lines[1]).toBe(
    'info: 80.0 MB is free on the disk of /srv/shop/data/pglite again: writes are accepted',
  )
})

test('a start on a nearly full disk refuses writes from its first check', async () => {
  const fakes = watchFakeDisk(10 * MB)
  await waitFor(async () => fakes.refusals.length === 1, { what: 'the refusal' })
})

test('a failing check is logged once, not at every tick', async () => {
  const fakes = watchFakeDisk(0, true)
  await afterTwoChecks(fakes)
  await afterTwoChecks(fakes)
  expect(fakes.lines).toEqual(['error: Could not check the free disk space'])
  expect(fakes.refusals).toEqual([])
})

test('statfs reads the free bytes of a real directory', async () => {
  expect(await statfsFreeBytes('.')).toBeGreaterThan(0)
})
