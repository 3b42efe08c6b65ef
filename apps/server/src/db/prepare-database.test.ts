import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createLocalUploadStore } from '../modules/uploads/local-upload-store.js'
import { seedProduct, variant } from '../testing/factories.js'
import { isPostgresRun, openTestDatabase } from '../testing/test-database.js'
import { createPostgresTestDatabase } from '../testing/test-database.js'
import { openDatabase, type Database } from './client.js'
import { appliedMigrationLevel, shippedMigrationLevel } from './migration-level.js'
import { prepareDatabase } from './prepare-database.js'
import { products, users } from './schema/index.js'
import { DEMO_PRODUCTS } from '../demo/demo-catalogue.js'
import { seedShopIfEmpty } from '../seed-shop.js'

/**
 * Several instances started together on one empty PostgreSQL database (docs/product-rules.md § Several
 * instances). A race needs a server with real concurrent connections: PGlite has one
 * connection in one process, so this runs on the `server-pg` project only.
 */

const SEEDED = DEMO_PRODUCTS.slice(0, 3)

test.skipIf(!isPostgresRun())(
  'three instances starting together on an empty database migrate and seed it once, without an error',
  async () => {
    const database = await createPostgresTestDatabase()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-instances-'))
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: database.url })),
    )
    try {
      const uploadStore = createLocalUploadStore(path.join(dataDir, 'uploads'))
      const outcomes = await Promise.allSettled(
        instances.map((instance) =>
          prepareDatabase(instance, {
            config: { databaseUrl: database.url, dataDir, backupKeep: 10 },
            seed: (db) =>
              seedShopIfEmpty(db, {
                adminEmail: 'owner@example.com',
                adminPassword: 'Owner123!',
                seedDemo: true,
                uploadStore,
                demoProducts: SEEDED,
              }),
          }),
        ),
      )
      const failures = outcomes.filter((outcome) => outcome.status === 'rejected')
      expect(failures.map((failure) => String(failure.reason))).toEqual([])
      const seeds = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value.seed.seeded] : [],
      )
      expect(seeds.filter(Boolean)).toHaveLength(1)

      const db = instances[0]?.db
      if (!db) throw new Error('no instance')
      const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'))
      expect(admins?.n).toBe(1)
      const [seededProducts] = await db.select({ n: count() }).from(products)
      expect(seededProducts?.n).toBe(SEEDED.length)
      expect(await appliedMigrationLevel(db)).toBe(shippedMigrationLevel())
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  120_000,
)

/** The columns of `table` the planner has statistics for (pg_stats: made by ANALYZE). */
async function columnsWithStatistics(db: Database, table: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_stats`)
    .where(sql`schemaname = 'public' and tablename = ${table}`)
  return row?.n ?? 0
}

// The embedded database runs no autovacuum: without a start's ANALYZE its planner knows nothing.
describe.skipIf(isPostgresRun())('planner statistics of the embedded database', () => {
  test('a start gives the planner statistics of the catalogue it finds', async () => {
    const database = await openTestDatabase()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-statistics-'))
    try {
      await seedProduct(database.db, { variants: [variant({ size: 'M', color: 'Black' })] })
      expect(await columnsWithStatistics(database.db, 'product_variants')).toBe(0)

      await prepareDatabase(database, {
        config: { databaseUrl: undefined, dataDir, backupKeep: 10, minFreeDiskBytes: 1 },
      })

      expect(await columnsWithStatistics(database.db, 'products')).toBeGreaterThan(0)
      expect(await columnsWithStatistics(database.db, 'product_variants')).toBeGreaterThan(0)
    } finally {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  test('a start on a disk with less than MIN_FREE_DISK_MB free writes no statistics', async () => {
    const database = await openTestDatabase()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-statistics-'))
    try {
      await seedProduct(database.db)
      await prepareDatabase(database, {
        config: {
          databaseUrl: undefined,
          dataDir,
          backupKeep: 10,
          minFreeDiskBytes: Number.MAX_SAFE_INTEGER,
        },
      })
      expect(await columnsWithStatistics(database.db, 'products')).toBe(0)
    } finally {
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
