import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { DatabaseLockedError, lockDataDirectory } from './data-dir-lock.js'

let parent: string
let directory: string
const cleanups: (() => Promise<void>)[] = []

beforeEach(async () => {
  parent = await mkdtemp(path.join(os.tmpdir(), 'shop-lock-'))
  directory = path.join(parent, 'pglite')
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  await rm(parent, { recursive: true, force: true })
})

/** The lock as another server left it: held, with its owner recorded beside it. */
async function lockHeldBy(owner: { pid: number; hostname: string }): Promise<void> {
  const release = await lockfile.lock(directory, {
    realpath: false,
    stale: 15_000,
    // Taken over below: the stand-in owner must not stop the test process.
    onCompromised: () => undefined,
  })
  cleanups.push(release)
  await writeFile(`${directory}.owner.json`, JSON.stringify(owner))
}

async function exitedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  const pid = child.pid
  await once(child, 'exit')
  if (pid === undefined) throw new Error('no pid')
  return pid
}

function runningProcessId(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  cleanups.push(async () => {
    child.kill('SIGKILL')
  })
  if (child.pid === undefined) throw new Error('no pid')
  return child.pid
}

test('a free directory is locked, and a second lock on it is refused', async () => {
  const release = await lockDataDirectory(directory)
  cleanups.push(release)
  await expect(lockDataDirectory(directory)).rejects.toThrow(DatabaseLockedError)
  await expect(lockDataDirectory(directory)).rejects.toThrow(
    'is in use by another running shop server',
  )
})

test('a lock whose owner process is gone is taken over at once', async () => {
  await lockHeldBy({ pid: await exitedProcessId(), hostname: os.hostname() })
  const release = await lockDataDirectory(directory)
  cleanups.push(release)
  // Now this process owns it: another start is refused.
  await expect(lockDataDirectory(directory)).rejects.toThrow(DatabaseLockedError)
})

test('a lock recorded with this process id by an earlier process (a restarted container) is taken over', async () => {
  await lockHeldBy({ pid: process.pid, hostname: os.hostname() })
  const release = await lockDataDirectory(directory)
  cleanups.push(release)
})

test('a lock whose owner still runs is not taken', async () => {
  await lockHeldBy({ pid: runningProcessId(), hostname: os.hostname() })
  await expect(lockDataDirectory(directory)).rejects.toThrow(DatabaseLockedError)
})

test('a lock owned on another host is not taken, even if no such process runs here', async () => {
  await lockHeldBy({ pid: await exitedProcessId(), hostname: `not-${os.hostname()}` })
  await expect(lockDataDirectory(directory)).rejects.toThrow(DatabaseLockedError)
})

test('two starts after a crash: one takes the lock over, the other is refused', async () => {
  await lockHeldBy({ pid: await exitedProcessId(), hostname: os.hostname() })
  const outcomes = await Promise.allSettled([
    lockDataDirectory(directory),
    lockDataDirectory(directory),
  ])
  const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled')
  const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
  expect(taken).toHaveLength(1)
  expect(refused).toHaveLength(1)
  expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseLockedError)
  cleanups.push((taken[0] as PromiseFulfilledResult<() => Promise<void>>).value)
})

test('releasing leaves the directory free for the next start', async () => {
  const release = await lockDataDirectory(directory)
  await release()
  const again = await lockDataDirectory(directory)
  await again()
})
