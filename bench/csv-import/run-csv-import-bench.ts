import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { PRODUCT_CSV_COLUMNS, type CsvImportResult } from '@shop/shared/catalog-csv'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createCatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'
import { issueToken } from '../../apps/server/src/modules/users/tokens.js'
import { createUser } from '../../apps/server/src/modules/users/users.service.js'
import { createBenchConfig } from '../catalogue/bench-config.js'
import { formatTable } from '../catalogue/format-table.js'

/**
 * The CSV import benchmark (docs/performance.md § CSV import; the aim: 10,000 rows in under a
 * minute). A generated file of products × 4 variants goes through the real route (multipart,
 * parse, checks, set-based writes) on a fresh in-memory PGlite and, when --postgres names a
 * server, on a throwaway database there: dry run, import (all new), then the same file with
 * every price changed (all updates).
 */

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '2500' },
    postgres: { type: 'string', default: 'postgres://root@127.0.0.1:5432/postgres' },
    'skip-postgres': { type: 'boolean', default: false },
  },
})
const PRODUCTS = Number(options.products)
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1)
  throw new Error('--products must be a whole number')
const SIZES = ['S', 'M', 'L', 'XL'] as const
const AIM_MS = 60_000

function quote(cell: string): string {
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** PRODUCTS products of 4 variants each: one row per variant, as the export writes them. */
function generateCsv(priceOffset: number): string {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')]
  for (let index = 0; index < PRODUCTS; index += 1) {
    for (const size of SIZES) {
      const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
        handle: '',
        name: `Bench Tee ${String(index)}`,
        status: 'active',
        description: `A generated tee, number ${String(index)}.\n• Soft cotton, "bench" quality`,
        price: ((index % 90) + 10 + priceOffset).toFixed(2),
        originalPrice: '',
        category: index % 2 === 0 ? 'Top Wear' : 'Bottom Wear',
        brand: 'Benchwear',
        collections: 'Bench Collection',
        material: 'Cotton',
        gender: index % 3 === 0 ? 'Women' : 'Men',
        imageUrls: `/uploads/bench-${String(index)}.w800.webp|https://images.example.com/bench-${String(index)}.jpg`,
        imageAlts: 'Front|Back',
        size,
        color: 'Black',
        sku: `BENCH-${String(index)}-${size}`,
        countInStock: String(index % 20),
        updatedAt: '',
      }
      lines.push(PRODUCT_CSV_COLUMNS.map((column) => quote(cells[column])).join(','))
    }
  }
  return `${lines.join('\n')}\n`
}

const BOUNDARY = '----csv-import-bench'
function multipart(csv: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

interface Step {
  database: string
  step: string
  milliseconds: number
  result: CsvImportResult
}

async function runOn(label: string, target: DatabaseTarget): Promise<Step[]> {
  const bench = await createBenchConfig()
  const database = await openDatabase(target)
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
    const admin = await createUser(database.db, {
      name: 'Bench admin',
      email: 'bench-admin@example.test',
      password: 'Bench-password-1',
      role: 'admin',
    })
    const headers = {
      authorization: `Bearer ${issueToken(app.jwt, admin)}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    }
    const steps: Step[] = []
    const run = async (step: string, csv: string, dryRun: boolean) => {
      const payload = multipart(csv)
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/products/import?dryRun=${String(dryRun)}`,
        headers,
        payload,
      })
      const milliseconds = performance.now() - started
      if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`)
      const result = response.json<CsvImportResult>()
      if (result.errors.length > 0)
        throw new Error(`${step}: ${JSON.stringify(result.errors.slice(0, 3))}`)
      steps.push({ database: label, step, milliseconds, result })
    }
    const original = generateCsv(0)
    await run('dry run (new file)', original, true)
    await run('import (all new)', original, false)
    await run('import (every price changed)', generateCsv(1), false)
    await app.close()
    return steps
  } finally {
    await database.close()
    await bench.remove()
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const steps: Step[] = []
console.log(`CSV import: ${String(PRODUCTS)} products × 4 variants = ${String(PRODUCTS * 4)} rows`)
steps.push(...(await runOn('PGlite (in memory)', { driver: 'pglite-memory' })))
if (!options['skip-postgres']) {
  const name = `shop_csv_bench_${randomBytes(4).toString('hex')}`
  await onServer(options.postgres, `create database ${name}`)
  try {
    const url = new URL(options.postgres)
    url.pathname = `/${name}`
    steps.push(...(await runOn('PostgreSQL', { driver: 'postgres', url: url.toString() })))
  } finally {
    await onServer(options.postgres, `drop database if exists ${name} with (force)`)
  }
}

console.log(
  formatTable(
    [
      'database',
      'step',
      'seconds',
      'rows/s',
      'created',
      'updated',
      'unchanged',
      `under ${String(AIM_MS / 1000)} s`,
    ],
    steps.map(({ database, step, milliseconds, result }) => [
      database,
      step,
      (milliseconds / 1000).toFixed(2),
      Math.round((PRODUCTS * 4) / (milliseconds / 1000)).toLocaleString('en-US'),
      String(result.created),
      String(result.updated),
      String(result.unchanged),
      milliseconds < AIM_MS ? 'yes' : 'NO',
    ]),
  ),
)
