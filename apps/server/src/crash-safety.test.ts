import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePortBetween } from './testing/free-port.js'
import { createOrderAudit } from './testing/order-audit.js'
import { startOrderLoad } from './testing/order-load.js'
import { LOAD_ADMIN, LOAD_INITIAL_STOCK, prepareOrderLoad } from './testing/order-load-shop.js'
import {
  killLeftoverShopProcesses,
  startShopProcess,
  type ShopProcess,
} from './testing/shop-process.js'
import { createPostgresTestDatabase, isPostgresRun } from './testing/test-database.js'

/**
 * docs/product-rules.md § Several instances: a `kill -9` of the server at any
 * moment loses no order confirmed to a buyer, and the next start needs no manual step. Buyers
 * order in parallel through the real HTTP API, the server is killed with SIGKILL at a random
 * moment and started again at once, and after each restart every confirmed order is there and
 * the stock adds up. On PGlite (`server` project) and on PostgreSQL (`server-pg`).
 */

/**
 * 25 kills on PGlite and 10 on PostgreSQL, as the issue asks; CI's runs on the other Node.js
 * lines set fewer (CRASH_TEST_CYCLES), since the kill path does not change with the line.
 */
const CYCLES = Number(process.env.CRASH_TEST_CYCLES) || (isPostgresRun() ? 10 : 25)
const BUYERS = 4
/** The kill comes this long after the buyers start, at random. */
const KILL_AFTER_MS = { min: 100, max: 1000 }

let shopEnv: Record<string, string>
let port: number
let dataDir: string
let dropDatabase: (() => Promise<void>) | undefined
let shop: ShopProcess | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-crash-'))
  shopEnv = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: LOAD_ADMIN.email,
    ADMIN_PASSWORD: LOAD_ADMIN.password,
    PAYMENT_PROVIDER: 'demo',
  }
  if (isPostgresRun()) {
    const database = await createPostgresTestDatabase()
    shopEnv.DATABASE_URL = database.url
    dropDatabase = database.drop
  }
  // One port for every restart, outside the range outgoing connections take theirs from.
  port = await freePortBetween(4500, 4599)
})

afterAll(async () => {
  // The shop, and any process a timed-out start left behind.
  await killLeftoverShopProcesses()
  await dropDatabase?.()
  await rm(dataDir, { recursive: true, force: true })
})

test(`kill -9 under load, ${String(CYCLES)} times: every confirmed order survives and stock adds up`, async () => {
  shop = await startShopProcess(shopEnv, port)
  const { buyers, item } = await prepareOrderLoad(shop.baseUrl, BUYERS)
  const books = createOrderAudit(buyers, item, LOAD_INITIAL_STOCK)
  let confirmed = 0

  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const load = startOrderLoad(shop.baseUrl, buyers, item)
    const killAfter = KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min)
    // The one wait for time: the random moment of the crash.
    await sleep(killAfter)
    await shop.kill()
    load.stop()
    const attempts = await load.attempts
    confirmed += attempts.filter(({ outcome }) => outcome === 'confirmed').length

    shop = await startShopProcess(shopEnv, port)
    const report = await books.audit(shop.baseUrl, attempts)
    const where = `cycle ${String(cycle)}, killed after ${killAfter.toFixed(0)} ms`
    expect(report.lost, `confirmed orders lost (${where})`).toEqual([])
    expect(report.unexplained, `orders nobody placed (${where})`).toEqual([])
    expect(report.stock, `stock (${where})`).toBe(report.expectedStock)
  }
  // The kills met a shop that was taking orders, not an idle one.
  expect(confirmed).toBeGreaterThan(CYCLES)
  await shop.stop()
}, 900_000)
