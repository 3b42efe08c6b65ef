import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { freePortBetween } from './testing/free-port.js'
import { httpJson } from './testing/http-json.js'
import { createOrderAudit } from './testing/order-audit.js'
import { startOrderLoad } from './testing/order-load.js'
import { LOAD_ADMIN, LOAD_INITIAL_STOCK, prepareOrderLoad } from './testing/order-load-shop.js'
import {
  killLeftoverShopProcesses,
  startShopProcess,
  type ShopProcess,
} from './testing/shop-process.js'
import { createPostgresTestDatabase, isPostgresRun } from './testing/test-database.js'
import { waitFor } from './testing/wait-for.js'

/**
 * A PostgreSQL restart under load, as the shop sees it: every connection it holds is cut at once
 * (pg_terminate_backend on all of the shop database's backends, which a restart does and which
 * leaves the machine's server running for everyone else). The shop must reconnect by itself,
 * answer what failed meanwhile with 503, and lose no order it confirmed. PostgreSQL only
 * (`server-pg`): the embedded database has no connection to cut.
 */

const BUYERS = 4
const CUTS = 5
/** Time between two cuts, at random: the buyers are mid-order at different steps each time. */
const CUT_EVERY_MS = { min: 150, max: 700 }
/** Orders confirmed after the last cut: proof the shop reconnected on its own. */
const ORDERS_AFTER_LAST_CUT = 10

let shop: ShopProcess | undefined
const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  // The shop, and any process a timed-out start left behind.
  await killLeftoverShopProcesses()
  for (const cleanup of cleanups.reverse()) await cleanup()
})

test.skipIf(!isPostgresRun())(
  'cutting every database connection under load loses no confirmed order; the shop reconnects by itself',
  async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-reconnect-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const database = await createPostgresTestDatabase()
    cleanups.push(database.drop)
    const databaseName = new URL(database.url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    cleanups.push(() => admin.end())

    shop = await startShopProcess(
      {
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: LOAD_ADMIN.email,
        ADMIN_PASSWORD: LOAD_ADMIN.password,
        PAYMENT_PROVIDER: 'demo',
      },
      await freePortBetween(4500, 4599),
    )
    const { buyers, item } = await prepareOrderLoad(shop.baseUrl, BUYERS)
    const books = createOrderAudit(buyers, item, LOAD_INITIAL_STOCK)

    const load = startOrderLoad(shop.baseUrl, buyers, item)
    let cutConnections = 0
    for (let cut = 0; cut < CUTS; cut += 1) {
      // The one wait for time: a random moment in the middle of the buyers' orders.
      await sleep(CUT_EVERY_MS.min + Math.random() * (CUT_EVERY_MS.max - CUT_EVERY_MS.min))
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [databaseName],
      )
      cutConnections += rowCount ?? 0
    }
    const confirmedBeforeLastCut = load.confirmedCount()
    await waitFor(
      () =>
        Promise.resolve(load.confirmedCount() >= confirmedBeforeLastCut + ORDERS_AFTER_LAST_CUT),
      { timeoutMs: 60_000, what: 'orders confirmed after the last cut' },
    )
    load.stop()
    const attempts = await load.attempts

    expect(cutConnections).toBeGreaterThanOrEqual(CUTS)
    const report = await books.audit(shop.baseUrl, attempts)
    expect(report.lost).toEqual([])
    expect(report.unexplained).toEqual([])
    expect(report.stock).toBe(report.expectedStock)
    // What failed during a cut was answered as a database outage, never as a bug.
    const failures = attempts.flatMap((attempt) =>
      attempt.outcome !== 'confirmed' && attempt.status !== undefined ? [attempt.status] : [],
    )
    expect(failures.filter((status) => status !== 503)).toEqual([])
    expect((await httpJson('GET', `${shop.baseUrl}/api/health/ready`)).status).toBe(200)
    await shop.stop()
  },
  120_000,
)
