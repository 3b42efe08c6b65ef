import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DISK_FULL_MESSAGE } from './plugins/error-handler.js'
import { fillableDisk, type FillableDisk } from './testing/fillable-disk.js'
import { freePortBetween } from './testing/free-port.js'
import { httpJson } from './testing/http-json.js'
import { createOrderAudit, type OrderAudit } from './testing/order-audit.js'
import {
  startOrderLoad,
  type LoadBuyer,
  type LoadItem,
  type OrderAttempt,
} from './testing/order-load.js'
import { LOAD_ADMIN, LOAD_INITIAL_STOCK, prepareOrderLoad } from './testing/order-load-shop.js'
import {
  killLeftoverShopProcesses,
  startShopProcess,
  type ShopProcess,
} from './testing/shop-process.js'
import { isPostgresRun } from './testing/test-database.js'
import { waitFor } from './testing/wait-for.js'

/**
 * A full disk under the embedded database, in the real server process
 * (docs/decisions/022-full-disk.md). The disk is the test's (testing/fillable-disk.ts, loaded
 * into the process), so no privileges are needed. A nearly full disk makes the shop refuse
 * writes with 503 while it serves reads, and take orders again once space is back, in the same
 * process. A disk that fills at once makes PostgreSQL panic: the process exits with code 1
 * instead of spinning, and the next start after space is back serves. Buyers order through
 * HTTP all along; no answer is a 500, none hangs, and no confirmed order is lost.
 */

/** The shop's bound for requests in flight at a SIGTERM, plus the database's 5 s. */
const SHUTDOWN_BOUND_MS = 10_000 + 5000

let workDir: string
let disk: FillableDisk
let shopEnv: Record<string, string>
let port: number
let shop: ShopProcess | undefined
let buyers: LoadBuyer[]
let item: LoadItem
let books: OrderAudit
let adminHeaders: Record<string, string>

const start = () => startShopProcess(shopEnv, port, { imports: disk.imports })
const url = (route: string) => `http://127.0.0.1:${String(port)}${route}`
const readiness = () => httpJson('GET', url('/api/health/ready'), { timeoutMs: 5000 })

/** A new product, as the back office saves one: a write that is not an order. */
const addProduct = () =>
  httpJson('POST', url('/api/products'), {
    headers: adminHeaders,
    body: {
      name: 'Spare Tee',
      description: 'A tee added while the disk fills.',
      price: 15,
      images: [{ url: '/uploads/spare-tee.webp', altText: 'Spare Tee' }],
      variants: [{ size: 'M', color: 'Black', sku: `SPARE-${randomUUID()}`, countInStock: 3 }],
      category: 'Top Wear',
      brand: 'Loadwear',
      collections: 'Load Collection',
      material: 'Cotton',
      gender: 'Men',
    },
  })

/** Statuses of the answers that were not a confirmation; undefined: the server was gone. */
const refusals = (attempts: OrderAttempt[]) =>
  attempts.flatMap((attempt) => (attempt.outcome === 'confirmed' ? [] : [attempt.status]))

// The embedded database only: on PostgreSQL the disk is the server's.
describe.skipIf(isPostgresRun())('a full disk under the embedded database', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-full-disk-'))
    const dataDir = path.join(workDir, 'data')
    await mkdir(dataDir)
    disk = await fillableDisk(workDir)
    shopEnv = {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: LOAD_ADMIN.email,
      ADMIN_PASSWORD: LOAD_ADMIN.password,
      PAYMENT_PROVIDER: 'demo',
      ...disk.env,
    }
    port = await freePortBetween(4600, 4699)
    shop = await start()
    ;({ buyers, item } = await prepareOrderLoad(shop.baseUrl, 2))
    books = createOrderAudit(buyers, item, LOAD_INITIAL_STOCK)
    const login = await httpJson('POST', url('/api/users/login'), { body: LOAD_ADMIN })
    adminHeaders = { authorization: `Bearer ${(login.body as { token: string }).token}` }
  }, 120_000)

  afterAll(async () => {
    // The shop, and any process a timed-out start left behind.
    await killLeftoverShopProcesses()
    await rm(workDir, { recursive: true, force: true })
  })

  test('nearly full: writes answer 503 and reads go on; once space is back the same process takes orders', async () => {
    const running = shop as ShopProcess
    const load = startOrderLoad(running.baseUrl, buyers, item)
    await waitFor(async () => load.confirmedCount() >= 3, { what: 'orders before the disk fills' })

    await disk.set('low')
    const refused = await waitFor(
      async () => {
        const answer = await readiness()
        return answer.status === 503 ? answer : undefined
      },
      { what: 'readiness to report the refused writes' },
    )
    const readinessAnswer = refused.body as { checks: object; message: string }
    expect(readinessAnswer.checks).toEqual({ database: 'failing', migrations: 'ok' })
    expect(readinessAnswer.message).toMatch(/^The database refuses writes: less than 64 MB is free/)
    const edit = await addProduct()
    expect(edit.status).toBe(503)
    expect(edit.body).toEqual({ message: DISK_FULL_MESSAGE })
    const product = await httpJson('GET', url(`/api/products/${item.productId}`))
    expect(product.status).toBe(200)

    await disk.set('ok')
    await waitFor(async () => (await readiness()).status === 200, {
      what: 'readiness once space is back',
    })
    const confirmedBefore = load.confirmedCount()
    await waitFor(async () => load.confirmedCount() >= confirmedBefore + 3, {
      what: 'orders once space is back',
    })
    expect((await addProduct()).status).toBe(201)
    load.stop()
    const attempts = await load.attempts

    // Every refusal was the disk's 503; a 500 or a hang would show here.
    expect(new Set(refusals(attempts))).toEqual(new Set([503]))
    const report = await books.audit(running.baseUrl, attempts)
    expect(report.lost).toEqual([])
    expect(report.unexplained).toEqual([])
    expect(report.stock).toBe(report.expectedStock)
  }, 120_000)

  test('full at once: PostgreSQL panics, the process exits with code 1, and starts again once space is back', async () => {
    const running = shop as ShopProcess
    const load = startOrderLoad(running.baseUrl, buyers, item)
    await waitFor(async () => load.confirmedCount() >= 3, { what: 'orders before the disk fills' })

    await disk.set('full')
    expect(await running.exited).toBe(1)
    expect(running.output()).toContain('The embedded database stopped (PANIC: ')
    load.stop()
    const attempts = await load.attempts
    // Answered 503 until the process was gone; never a 500.
    expect(refusals(attempts).filter((status) => status !== undefined && status !== 503)).toEqual(
      [],
    )

    // The process manager's next start, while the disk is still full, ends instead of hanging.
    await expect(start()).rejects.toThrow(
      /Cannot start the shop: only 0\.0 MB is free on the disk of .*, too little for the embedded database to start/,
    )

    await disk.set('ok')
    shop = await start()
    const report = await books.audit(shop.baseUrl, attempts)
    expect(report.lost).toEqual([])
    expect(report.unexplained).toEqual([])
    expect(report.stock).toBe(report.expectedStock)

    const stopping = performance.now()
    await shop.stop()
    expect(performance.now() - stopping).toBeLessThan(SHUTDOWN_BOUND_MS)
    shop = undefined
  }, 180_000)
})
