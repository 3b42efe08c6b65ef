import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Product } from '@shop/shared/catalog'
import type { Order } from '@shop/shared/orders'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'
import { runBackupCommand } from '../cli/backup-command.js'
import { runRestoreCommand } from '../cli/restore-command.js'
import { loadConfig, type AppConfig } from '../config/env.js'
import { MIGRATIONS_FOLDER } from '../db/migrate.js'
import { appliedMigrationLevel, shippedMigrationLevel } from '../db/migration-level.js'
import { prepareDatabase } from '../db/prepare-database.js'
import { products, users } from '../db/schema/index.js'
import { createLocalUploadStore } from '../modules/uploads/local-upload-store.js'
import { createTestUser, type TestUser } from '../testing/auth-headers.js'
import { seedProduct, variant } from '../testing/factories.js'
import { CANADIAN_ADDRESS, placeOrder } from '../testing/place-order.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'
import { isPostgresRun } from '../testing/test-database.js'
import { createTestShopData, type TestShopData } from '../testing/test-shop-data.js'
import { backupsDirOf, listBackups } from './backup-files.js'
import { markShopRunning } from './running-shop-presence.js'
import type { Database } from '../db/client.js'
import { hashPassword } from '../modules/users/passwords.js'
import { seedShopIfEmpty } from '../seed-shop.js'

/**
 * `npm run backup` and `npm run restore` as an owner uses them, on the embedded database and,
 * in the `server-pg` project, on PostgreSQL (pg_dump and pg_restore).
 */

let shopData: TestShopData | undefined
let running: RunningTestShop | undefined

afterEach(async () => {
  await running?.stop()
  running = undefined
  await shopData?.remove()
  shopData = undefined
})

interface RunningTestShop extends TestApp {
  stop: () => Promise<void>
}

/** The shop as `npm start` runs it on `data`: its database open, marked running, the app built. */
async function startTestShop(data: TestShopData): Promise<RunningTestShop> {
  const database = await data.open()
  const presence = await markShopRunning(database, data.config)
  const t = await createTestApp(data.env, { database, dataDir: data.config.dataDir })
  let isStopped = false
  return {
    ...t,
    stop: async () => {
      if (isStopped) return
      isStopped = true
      await t.close()
      await presence.stop()
      await database.close()
    },
  }
}

/** What a command printed, and how it ended. */
function terminal() {
  const lines: string[] = []
  return {
    io: {
      print: (line: string) => lines.push(line),
      printError: (line: string) => lines.push(line),
    },
    text: () => lines.join('\n'),
  }
}

async function backUp(config: Readonly<AppConfig>): Promise<{ file: string; output: string }> {
  const shell = terminal()
  expect(await runBackupCommand([], config, shell.io)).toBe(0)
  const file = /Backup written: (\S+)/.exec(shell.text())?.[1]
  if (!file) throw new Error(`No backup written:\n${shell.text()}`)
  return { file, output: shell.text() }
}

async function restore(config: Readonly<AppConfig>, file: string): Promise<string> {
  const shell = terminal()
  expect(await runRestoreCommand([file], config, shell.io)).toBe(0)
  return shell.text()
}

/** A $12 cap with its own picture, ten in stock. */
async function seedCapWithPicture(
  shop: RunningTestShop,
): Promise<{ id: string; imageUrl: string }> {
  const picture = await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#556b2f' },
  })
    .png()
    .toBuffer()
  const imageUrl = await createLocalUploadStore(shop.config.uploadsDir).saveImage(picture)
  const id = await seedProduct(shop.db, {
    name: 'Backup Cap',
    price: 12,
    images: [{ url: imageUrl, altText: 'An olive cap' }],
    variants: [variant({ size: 'One Size', color: 'Olive', countInStock: 10 })],
  })
  return { id, imageUrl }
}

const buyCaps = (shop: RunningTestShop, user: TestUser, productId: string, quantity: number) =>
  placeOrder(shop.app, user, {
    lines: [{ productId, size: 'One Size', color: 'Olive', quantity }],
    totalPrice: (1200 * quantity + 1999) / 100,
    shippingOptionId: 'international_standard',
    address: CANADIAN_ADDRESS,
  })

const productNames = async (shop: RunningTestShop) =>
  (await shop.app.inject('/api/products?limit=50')).json<Product[]>().map((product) => product.name)

const ordersOf = async (shop: RunningTestShop, user: TestUser) =>
  (await shop.app.inject({ url: '/api/orders/my-orders', headers: user.headers })).json<Order[]>()

describe('backup and restore', () => {
  test('a backup taken while the shop runs brings back its orders, stock, prices and pictures after later changes', async () => {
    shopData = await createTestShopData()
    running = await startTestShop(shopData)
    const cap = await seedCapWithPicture(running)
    const customer = await createTestUser(running)
    const firstOrder = await buyCaps(running, customer, cap.id, 2)

    const backup = await backUp(shopData.config)
    expect(path.dirname(backup.file)).toBe(backupsDirOf(shopData.config.dataDir))
    expect(path.basename(backup.file)).toMatch(/^backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar$/)
    if (!isPostgresRun()) expect(backup.output).toContain('dumped by the running shop')
    expect(backup.output).toContain(`images: 2 files from ${shopData.config.uploadsDir}`)

    // After the backup: another order, a price change, a new product.
    await buyCaps(running, customer, cap.id, 3)
    await running.db.update(products).set({ priceCents: 3500 }).where(eq(products.id, cap.id))
    await seedProduct(running.db, { name: 'After Backup Hoodie' })
    await running.stop()

    const restored = await restore(shopData.config, backup.file)
    expect(restored).toContain(`Restored ${path.basename(backup.file)}`)
    expect(restored).toMatch(/The data it replaced is kept in \S+pre-restore-\S+\.tar/)
    expect(restored).toContain(`Images: restored into ${shopData.config.uploadsDir}`)

    running = await startTestShop(shopData)
    const product = (await running.app.inject(`/api/products/${cap.id}`)).json<Product>()
    expect(product.price).toBe(12)
    expect(product.variants[0]?.countInStock).toBe(8)
    expect(await productNames(running)).not.toContain('After Backup Hoodie')
    expect((await ordersOf(running, customer)).map((order) => order._id)).toEqual([firstOrder._id])
    const image = await running.app.inject(cap.imageUrl)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')

    // The restore kept what it replaced: restoring that undoes the restore.
    const undo = /kept in (\S+\.tar)/.exec(restored)?.[1] ?? ''
    await running.stop()
    await restore(shopData.config, path.basename(undo))
    running = await startTestShop(shopData)
    expect(await productNames(running)).toContain('After Backup Hoodie')
    expect(await ordersOf(running, customer)).toHaveLength(2)
  }, 120_000)

  test('a backup restores onto a new machine: an empty DATA_DIR, or an empty database', async () => {
    shopData = await createTestShopData()
    running = await startTestShop(shopData)
    const cap = await seedCapWithPicture(running)
    const { file } = await backUp(shopData.config)
    await running.stop()

    const newMachine = await createTestShopData({ migrated: false })
    try {
      const restored = await restore(newMachine.config, file)
      expect(restored).not.toContain('The data it replaced')
      running = await startTestShop(newMachine)
      expect(await productNames(running)).toEqual(['Backup Cap'])
      expect((await running.app.inject(cap.imageUrl)).statusCode).toBe(200)
      await running.stop()
    } finally {
      await newMachine.remove()
    }
  }, 120_000)

  test('a restore is refused while the shop runs, and the shop keeps its data', async () => {
    shopData = await createTestShopData()
    running = await startTestShop(shopData)
    const backup = await backUp(shopData.config)
    await seedProduct(running.db, { name: 'Made While Running' })

    await expect(runRestoreCommand([backup.file], shopData.config, terminal().io)).rejects.toThrow(
      'The shop is running on this database: stop it first',
    )
    expect(await productNames(running)).toContain('Made While Running')
  }, 60_000)

  test('BACKUP_KEEP keeps the newest backups and says which old ones it deleted; other kinds stay', async () => {
    shopData = await createTestShopData({ env: { BACKUP_KEEP: '2' } })
    running = await startTestShop(shopData)
    const backups = backupsDirOf(shopData.config.dataDir)
    const { file: first } = await backUp(shopData.config)
    // A snapshot made before migrations counts apart from daily backups.
    const preMigration = path.join(backups, 'pre-migration-2020-01-01T00-00-00-000Z.tar')
    await writeFile(preMigration, '')
    await backUp(shopData.config)
    const third = await backUp(shopData.config)

    expect(third.output).toContain(
      `Deleted 1 older backup(s) to keep BACKUP_KEEP=2: ${path.basename(first)}`,
    )
    const left = (await readdir(backups)).sort()
    expect(left.filter((name) => name.startsWith('backup-'))).toHaveLength(2)
    expect(left).not.toContain(path.basename(first))
    expect(left).toContain(path.basename(third.file))
    expect(existsSync(preMigration)).toBe(true)
  }, 60_000)

  test('with images in S3 the backup says plainly that they are not in it', async () => {
    shopData = await createTestShopData({
      env: {
        S3_BUCKET: 'shop-images',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://images.example.com',
      },
    })
    running = await startTestShop(shopData)
    const backup = await backUp(shopData.config)
    expect(backup.output).toContain(
      'images: NOT included. They are in the S3 bucket "shop-images": back the bucket up',
    )
  }, 60_000)
})

describe('restore refusals', () => {
  test('a file that is not a backup, a missing file and a missing name are refused with what to do', async () => {
    shopData = await createTestShopData()
    const notABackup = path.join(shopData.config.dataDir, 'notes.txt')
    await writeFile(notABackup, 'not a backup')
    await expect(runRestoreCommand([notABackup], shopData.config, terminal().io)).rejects.toThrow(
      'notes.txt is not a backup of this shop',
    )
    await expect(
      runRestoreCommand(['backup-nowhere.tar'], shopData.config, terminal().io),
    ).rejects.toThrow('There is no backup backup-nowhere.tar: give the file')
    const shell = terminal()
    expect(await runRestoreCommand([], shopData.config, shell.io)).toBe(1)
    expect(shell.text()).toContain('Name the backup to restore.\nUsage: npm run restore FILE')
  }, 60_000)

  test('a backup of the other kind of database is refused before anything changes', async () => {
    shopData = await createTestShopData()
    const { file } = await backUp(shopData.config)
    const { DATABASE_URL: _url, ...withoutUrl } = shopData.env
    const otherKind = isPostgresRun()
      ? loadConfig(withoutUrl)
      : loadConfig({ ...shopData.env, DATABASE_URL: 'postgres://127.0.0.1:1/elsewhere' })
    await expect(runRestoreCommand([file], otherKind, terminal().io)).rejects.toThrow(
      isPostgresRun()
        ? 'This backup holds a PostgreSQL database: set DATABASE_URL'
        : 'This backup holds an embedded (PGlite) database, but DATABASE_URL names a PostgreSQL server',
    )
  }, 60_000)
})

/** This build's migrations without the newest: what the previous version shipped. */
async function previousVersionMigrations(): Promise<{ folder: string; level: number }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-older-migrations-'))
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { when: number }[]
  }
  journal.entries.pop()
  await writeFile(journalFile, JSON.stringify(journal))
  return { folder, level: journal.entries.at(-1)?.when ?? 0 }
}

describe('before new migrations', () => {
  test.skipIf(isPostgresRun())(
    'a start that brings new migrations first saves the embedded database as it was, and that snapshot restores',
    async () => {
      shopData = await createTestShopData({ migrated: false })
      const { config } = shopData
      const previous = await previousVersionMigrations()
      const owner = {
        adminEmail: 'owner@example.com',
        adminPassword: 'Owner123!',
        seedDemo: false,
        uploadStore: createLocalUploadStore(config.uploadsDir),
      }
      const seedOwner = (db: Database) => seedShopIfEmpty(db, owner)
      // The previous version's seed knew nothing of this version's tables and columns: it made
      // the account with the columns every version has.
      const seedPreviousVersion = async (db: Database) => {
        const passwordHash = await hashPassword(owner.adminPassword)
        await db.execute(
          sql`insert into users (name, email, password_hash, role) values ('Shop Admin', ${owner.adminEmail}, ${passwordHash}, 'admin')`,
        )
        return { seeded: true, productCount: 0 }
      }
      try {
        // The previous version's first start: a new database has nothing to keep.
        let database = await shopData.open()
        const firstStart = await prepareDatabase(database, {
          config,
          seed: seedPreviousVersion,
          migrationsFolder: previous.folder,
        })
        expect(firstStart.seed.seeded).toBe(true)
        expect(firstStart.preMigrationSnapshot).toBeUndefined()
        await database.close()

        // This version's start brings one more migration.
        database = await shopData.open()
        const update = await prepareDatabase(database, { config, seed: seedOwner })
        const snapshot = update.preMigrationSnapshot
        expect(path.basename(snapshot?.file ?? '')).toMatch(/^pre-migration-[\dT-]+Z\.tar$/)
        expect(snapshot?.manifest).toMatchObject({
          kind: 'pre-migration',
          driver: 'pglite',
          migrationLevel: previous.level,
          uploads: 'left-out',
        })
        expect(await appliedMigrationLevel(database.db)).toBe(shippedMigrationLevel())
        // Nothing new to apply at the next start: no other snapshot.
        expect((await prepareDatabase(database, { config })).preMigrationSnapshot).toBeUndefined()
        await database.close()
        const backups = backupsDirOf(config.dataDir)
        expect(await listBackups(backups, 'pre-migration')).toEqual([snapshot?.file])

        // Going back: the snapshot restores the database at the previous version's level.
        const restored = await restore(config, path.basename(snapshot?.file ?? ''))
        expect(restored).toContain('Images: not in the backup (a pre-migration snapshot)')
        expect(restored).toContain('The backup is from an older version')
        database = await shopData.open()
        expect(await appliedMigrationLevel(database.db)).toBe(previous.level)
        const accounts = await database.db.select({ email: users.email }).from(users)
        expect(accounts).toEqual([{ email: 'owner@example.com' }])
        await database.close()
      } finally {
        await rm(previous.folder, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
