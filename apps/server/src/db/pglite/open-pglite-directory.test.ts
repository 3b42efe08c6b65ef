import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Order } from '@shop/shared/orders'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createTestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { CANADIAN_ADDRESS, placeOrder } from '../../testing/place-order.js'
import { powerCutDisk, type PowerCutDisk } from '../../testing/power-cut-disk.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { openDatabase, type DatabaseHandle } from '../client.js'
import { migrateDatabase } from '../migrate.js'
import { orders, productVariants } from '../schema/index.js'

/**
 * A confirmed order is on the disk when the shop answers it, on the embedded database
 * (docs/decisions/020-durable-orders-on-the-embedded-database.md). The power cut is simulated:
 * the disk keeps each file as of its last sync (testing/power-cut-disk.ts), and the order must
 * be in the database PostgreSQL recovers from that.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A migrated data directory, made once: each test starts from a copy (initdb takes seconds). */
let migratedDataDir: string

async function temporaryDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-durable-'))
  cleanups.push(() => rm(directory, { recursive: true, force: true }))
  return directory
}

async function migratedCopy(): Promise<string> {
  const dataDir = await temporaryDirectory()
  await cp(path.join(migratedDataDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

interface ShopOnDisk {
  t: TestApp
  handle: DatabaseHandle
  disk: PowerCutDisk
  dataDir: string
  /** Buys `quantity` units of the one product, as a new buyer, through the real API. */
  buy: (quantity: number) => Promise<Order>
}

/** The shop on a PGlite directory whose syncs the power-cut disk sees; 10 units in stock. */
async function shopOnDisk(syncToDisk: boolean): Promise<ShopOnDisk> {
  const dataDir = await migratedCopy()
  const disk = powerCutDisk()
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir,
    syncToDisk,
    onFileSync: disk.onFileSync,
  })
  const t = await createTestApp({}, { database: handle, dataDir })
  cleanups.push(async () => {
    await t.close()
    await handle.close()
    disk.dispose()
  })
  const productId = await seedProduct(t.db, {
    price: 12,
    variants: [variant({ size: 'One Size', color: 'Olive', countInStock: 10 })],
  })
  // Everything so far is on the disk: the power cut takes what follows.
  await t.db.execute(sql`checkpoint`)
  disk.startFrom(path.join(dataDir, 'pglite'))
  const buy = async (quantity: number) =>
    placeOrder(t.app, await createTestUser(t), {
      lines: [{ productId, size: 'One Size', color: 'Olive', quantity }],
      // International standard shipping ($19.99), no tax to Canada.
      totalPrice: (1200 * quantity + 1999) / 100,
      shippingOptionId: 'international_standard',
      address: CANADIAN_ADDRESS,
    })
  return { t, handle, disk, dataDir, buy }
}

/** Opens what the disk holds after a power cut now, as the next start would. */
async function startAfterPowerCut(disk: PowerCutDisk): Promise<DatabaseHandle> {
  const dataDir = await temporaryDirectory()
  disk.writeImage(path.join(dataDir, 'pglite'))
  const recovered = await openDatabase({ driver: 'pglite', dataDir })
  cleanups.push(() => recovered.close())
  return recovered
}

async function ordersAndStock(
  handle: DatabaseHandle,
): Promise<{ orderIds: string[]; stock: number | undefined }> {
  const orderRows = await handle.db.select({ id: orders.id }).from(orders)
  const [row] = await handle.db
    .select({ stock: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.size, 'One Size'))
  return { orderIds: orderRows.map(({ id }) => id).sort(), stock: row?.stock }
}

// The embedded database only: the `server-pg` project would run it again for nothing.
describe.skipIf(isPostgresRun())('PGlite in a data directory', () => {
  beforeAll(async () => {
    migratedDataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-durable-template-'))
    const handle = await openDatabase({ driver: 'pglite', dataDir: migratedDataDir })
    await migrateDatabase(handle)
    await handle.close()
  })
  afterAll(async () => {
    await rm(migratedDataDir, { recursive: true, force: true })
  })

  test('orders answered before a power cut are in the database after it, across a checkpoint', async () => {
    const { handle, disk, buy } = await shopOnDisk(true)
    const first = await buy(2)
    // A checkpoint between the orders: the recovered database starts from it.
    expect(await handle.checkpoint?.()).toBe(true)
    const second = await buy(3)

    const recovered = await startAfterPowerCut(disk)
    expect(await ordersAndStock(recovered)).toEqual({
      orderIds: [first._id, second._id].sort(),
      stock: 10 - 2 - 3,
    })
  }, 60_000)

  test('PGlite as it comes never syncs: the same power cut loses an answered order', async () => {
    // The control: it shows that the test above can see a lost order.
    const { disk, buy } = await shopOnDisk(false)
    await buy(2)

    const recovered = await startAfterPowerCut(disk)
    expect(await ordersAndStock(recovered)).toEqual({ orderIds: [], stock: 10 })
  }, 60_000)

  test('a checkpoint syncs the data files, and is skipped when nothing was written since', async () => {
    const synced: string[] = []
    const dataDir = await migratedCopy()
    const handle = await openDatabase({
      driver: 'pglite',
      dataDir,
      onFileSync: (file) => {
        synced.push(path.relative(path.join(dataDir, 'pglite'), file))
      },
    })
    cleanups.push(() => handle.close())
    await handle.db.execute(sql`create table notes (body text)`)
    await handle.db.execute(sql`insert into notes values ('kept')`)
    /** Where recovery would start replaying the WAL: the last checkpoint's redo position. */
    const replayStart = async () => {
      const result = await handle.db.execute(
        sql`select redo_lsn::text as redo from pg_control_checkpoint()`,
      )
      return (result as { rows: { redo: string }[] }).rows[0]?.redo
    }

    const before = await replayStart()
    synced.length = 0
    expect(await handle.checkpoint?.()).toBe(true)
    // The table's file, then the control file that records the checkpoint.
    const firstDataFile = synced.findIndex((file) => file.startsWith(`base${path.sep}`))
    expect(firstDataFile).toBeGreaterThanOrEqual(0)
    expect(synced.lastIndexOf(path.join('global', 'pg_control'))).toBeGreaterThan(firstDataFile)
    expect(await replayStart()).not.toBe(before)

    expect(await handle.checkpoint?.()).toBe(false)
  }, 60_000)
})
