import { closeSync, fdatasyncSync, openSync, writeSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createCatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'
import { createProduct } from '../../apps/server/src/modules/catalog/catalog.service.js'
import { issueToken } from '../../apps/server/src/modules/users/tokens.js'
import { createUser } from '../../apps/server/src/modules/users/users.service.js'
import { createBenchConfig } from '../catalogue/bench-config.js'
import { formatNumber, formatPercent, formatTable } from '../catalogue/format-table.js'
import { US_ADDRESS } from '../../apps/server/src/testing/place-order.js'

/**
 * What a confirmed order's sync to the disk costs on the embedded database
 * (docs/performance.md § Durable orders, docs/decisions/020-durable-orders-on-the-embedded-database.md).
 * The real app on PGlite in a data directory, as PGlite comes (fsync off), as the shop opens it
 * (each commit synced) and, since this disk's flush may be faster than a real one, with each WAL
 * sync made slower by `--flush-ms`. The modes run in turns, for `--rounds` rounds: buyers place
 * whole orders through `app.inject` (checkout, demo payment, pay, finalize) for a fixed time,
 * and the tables give orders per second and each mode's ratio to fsync off.
 */

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    buyers: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '2' },
    /** Slower disks, emulated: each WAL sync also waits this long (comma list, ms). */
    'flush-ms': { type: 'string', default: '1,8' },
  },
})
const DURATION_MS = Number(options.duration) * 1000
const WARMUP_MS = Number(options.warmup) * 1000
const BUYERS = Number(options.buyers)
const ROUNDS = Number(options.rounds)
const EMULATED_FLUSH_MS = options['flush-ms']
  .split(',')
  .filter(Boolean)
  .map((value) => Number(value))
for (const value of [DURATION_MS, WARMUP_MS, BUYERS, ROUNDS, ...EMULATED_FLUSH_MS]) {
  if (!Number.isFinite(value) || value < 0) throw new Error('Options must be numbers, 0 or more')
}

/** US standard shipping, no tax rates (SEED_DEMO=false): what 1 unit at $20 costs. */
const UNIT_PRICE = 20

interface Run {
  mode: string
  orders: number
  seconds: number
  finalizeMs: number[]
  walSyncs: number
}

/** Blocks the thread, as a slow `fdatasync` does (PostgreSQL waits for it inside the commit). */
const pause = (milliseconds: number) => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds)
}

/** `emulatedFlushMs`: added to each WAL sync; undefined runs PGlite with fsync off. */
async function measure(emulatedFlushMs: number | undefined): Promise<Run> {
  const bench = await createBenchConfig()
  let walSyncs = 0
  const database = await openDatabase({
    driver: 'pglite',
    dataDir: bench.config.dataDir,
    syncToDisk: emulatedFlushMs !== undefined,
    onFileSync: (file) => {
      if (!file.includes(`${path.sep}pg_wal${path.sep}`)) return
      walSyncs += 1
      if (emulatedFlushMs) pause(emulatedFlushMs)
    },
  })
  try {
    await migrateDatabase(database)
    const app = await buildApp({
      config: bench.config,
      db: database.db,
      catalogCache: createCatalogCache(),
      logger: false,
      runsBackgroundJobs: false,
    })
    await app.ready()
    const productId = await createProduct(database.db, {
      name: 'Bench Tee',
      description: 'A tee bought again and again.',
      price: UNIT_PRICE,
      images: [{ url: '/uploads/bench-tee.webp', altText: 'Bench Tee' }],
      variants: [{ size: 'M', color: 'Black', sku: 'BENCH-TEE-M', countInStock: 1_000_000 }],
      category: 'Top Wear',
      brand: 'Benchwear',
      collections: 'Bench Collection',
      material: 'Cotton',
      gender: 'Men',
    })
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, index) => {
        const user = await createUser(database.db, {
          name: `Buyer ${String(index)}`,
          email: `buyer-${String(index)}@example.test`,
          password: 'Bench-password-1',
          role: 'customer',
        })
        return { authorization: `Bearer ${issueToken(app.jwt, user)}` }
      }),
    )
    const quote = await app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: buyers[0],
      payload: {
        checkoutItems: [{ productId, size: 'M', color: 'Black', quantity: 1 }],
        shippingAddress: { country: US_ADDRESS.country, state: US_ADDRESS.state },
        shippingOptionId: 'standard',
      },
    })
    const totalPrice = quote.json<{ total: number }>().total

    /** One whole order; the time its finalize took. */
    const placeOrder = async (headers: { authorization: string }): Promise<number> => {
      const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
        const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
        if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.body}`)
        return answer.json<Record<string, string>>()
      }
      const checkout = await call('POST', '/api/checkout', {
        checkoutItems: [{ productId, size: 'M', color: 'Black', quantity: 1 }],
        shippingAddress: US_ADDRESS,
        shippingOption: { id: 'standard' },
        paymentMethod: 'PayPal',
        totalPrice,
      })
      const id = checkout._id ?? ''
      const payment = await call('POST', `/api/checkout/${id}/payment`)
      await call('PUT', `/api/checkout/${id}/pay`, {
        paymentStatus: 'paid',
        paymentDetails: { orderId: payment.orderId },
      })
      const started = performance.now()
      await call('POST', `/api/checkout/${id}/finalize`)
      return performance.now() - started
    }

    const runFor = async (milliseconds: number) => {
      const finalizeMs: number[] = []
      const ends = performance.now() + milliseconds
      await Promise.all(
        buyers.map(async (headers) => {
          while (performance.now() < ends) finalizeMs.push(await placeOrder(headers))
        }),
      )
      return finalizeMs
    }
    await runFor(WARMUP_MS)
    walSyncs = 0
    const started = performance.now()
    const finalizeMs = await runFor(DURATION_MS)
    const seconds = (performance.now() - started) / 1000
    await app.close()
    return {
      mode: modeName(emulatedFlushMs),
      orders: finalizeMs.length,
      seconds,
      finalizeMs,
      walSyncs,
    }
  } finally {
    await database.close()
    await bench.remove()
  }
}

/** The disk's own cost: 8 KiB written at one place and `fdatasync`, as a WAL page is. */
async function fdatasyncMs(): Promise<number> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-sync-'))
  const fd = openSync(path.join(directory, 'page'), 'w')
  const page = Buffer.alloc(8192, 1)
  const times: number[] = []
  try {
    for (let index = 0; index < 200; index += 1) {
      const started = performance.now()
      writeSync(fd, page, 0, page.length, 0)
      fdatasyncSync(fd)
      times.push(performance.now() - started)
    }
  } finally {
    closeSync(fd)
    await rm(directory, { recursive: true, force: true })
  }
  return percentile(times, 0.5)
}

function modeName(emulatedFlushMs: number | undefined): string {
  if (emulatedFlushMs === undefined) return 'fsync off (PGlite as it comes)'
  if (emulatedFlushMs === 0) return 'synced (the shop), this disk'
  return `synced, flush emulated +${String(emulatedFlushMs)} ms`
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0
}

const load = os.loadavg()[0] ?? 0
console.log(
  `Durable orders on PGlite: ${String(BUYERS)} buyers, ${String(DURATION_MS / 1000)} s per run after ${String(WARMUP_MS / 1000)} s of warm-up, ${String(ROUNDS)} rounds; data in ${os.tmpdir()}; load average ${load.toFixed(2)} at the start`,
)
const modes = [undefined, 0, ...EMULATED_FLUSH_MS]
const runs: Run[] = []
for (let round = 0; round < ROUNDS; round += 1) {
  for (const mode of modes) runs.push(await measure(mode))
}
const rate = (run: Run) => run.orders / run.seconds
const meanRate = (mode: string) => {
  const chosen = runs.filter((run) => run.mode === mode)
  return chosen.reduce((sum, run) => sum + rate(run), 0) / chosen.length
}
const baseline = meanRate(modeName(undefined))
console.log(
  formatTable(
    ['run', 'mode', 'orders', 'orders/s', 'finalize p50 ms', 'finalize p99 ms', 'WAL syncs/order'],
    runs.map((run, index) => [
      String(index + 1),
      run.mode,
      run.orders,
      formatNumber(rate(run), 1),
      formatNumber(percentile(run.finalizeMs, 0.5), 2),
      formatNumber(percentile(run.finalizeMs, 0.99), 2),
      formatNumber(run.walSyncs / Math.max(1, run.orders), 1),
    ]),
  ),
)
console.log('')
console.log(
  formatTable(
    ['mode', 'mean orders/s', 'of fsync off'],
    modes.map((mode) => {
      const name = modeName(mode)
      return [name, formatNumber(meanRate(name), 1), formatPercent(meanRate(name) / baseline)]
    }),
  ),
)
console.log(
  `\nOne 8 KiB write + fdatasync on this disk: ${formatNumber(await fdatasyncMs(), 2)} ms (median). Load average now ${(os.loadavg()[0] ?? 0).toFixed(2)}.`,
)
