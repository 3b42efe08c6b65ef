import { closeSync, openSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { batchedLogOutput } from './batched-log-output.js'

let dir: string | undefined

afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true })
})

const linesOf = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as number)

test('lines logged in bursts all reach the output, in the order they were logged', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-log-'))
  const file = path.join(dir, 'shop.log')
  const fd = openSync(file, 'a')
  try {
    const output = batchedLogOutput(fd)
    for (let line = 0; line < 500; line++) output.write(`${String(line)}\n`)
    await vi.waitFor(async () => {
      expect(await linesOf(file)).toHaveLength(500)
    })
    for (let line = 500; line < 3000; line++) output.write(`${String(line)}\n`)
    await vi.waitFor(async () => {
      expect(await linesOf(file)).toHaveLength(3000)
    })
    expect(await linesOf(file)).toEqual(Array.from({ length: 3000 }, (_, line) => line))
  } finally {
    closeSync(fd)
  }
})
