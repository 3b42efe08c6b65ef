import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { freePort } from '../../apps/server/src/testing/free-port.js'
import { callShop, signIn } from '../../apps/server/src/testing/http-shopper.js'
import { startShopProcess, type ShopProcess } from '../../apps/server/src/testing/shop-process.js'
import { formatNumber, formatTable } from '../catalogue/format-table.js'
import { measureLoad, type LoadResult } from '../catalogue/measure-load.js'

/**
 * Several instances (docs/performance.md § Several instances): throughput of the catalogue with
 * 1, 2 and 3 shop processes on one PostgreSQL database (and Redis, when given), as ratios to one
 * process, measured in one run. The load is spread over the instances by the load generator
 * itself, as a proxy such as nginx would at little cost; a proxy written in Node would cost a
 * core of its own. Every run uses a fresh database.
 *
 *   npm run instances -w @shop/bench -- --database-url postgres://root@127.0.0.1:5432/postgres \
 *     [--redis-url redis://127.0.0.1:6379] [--max-instances 3] [--duration 10] [--runs 3]
 */

const { values: options } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://root@127.0.0.1:5432/postgres' },
    'redis-url': { type: 'string' },
    'max-instances': { type: 'string', default: '3' },
    connections: { type: 'string', default: '30' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
  },
})

function wholeNumber(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be 1 or more`)
  return number
}
const MAX_INSTANCES = wholeNumber('max-instances', options['max-instances'])
const CONNECTIONS = wholeNumber('connections', options.connections)
const DURATION_S = wholeNumber('duration', options.duration)
const WARMUP_S = wholeNumber('warmup', options.warmup)
const RUNS = wholeNumber('runs', options.runs)
const ADMIN = { email: 'owner@example.com', password: 'Owner-Pass-1!' }
const PRODUCTS = 48
/** The storefront's grid: the first page of the card projection, as a shopper loads it. */
const GRID_PATH = '/api/products?limit=24&fields=card'

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: options['database-url'] })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** N instances on a fresh database with a small catalogue; `use` measures them. */
async function withInstances<T>(count: number, use: (instances: ShopProcess[]) => Promise<T>) {
  const database = `shop_bench_instances_${randomUUID().slice(0, 8)}`
  await onServer(`create database ${database}`)
  const url = new URL(options['database-url'])
  url.pathname = `/${database}`
  const env = {
    NODE_ENV: 'production',
    // Production links to its configured address only (the instances share one behind a proxy).
    PUBLIC_URL: 'http://localhost:3000',
    DATABASE_URL: url.toString(),
    JWT_SECRET: `bench-${randomUUID()}-long-enough-secret`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    PAYMENT_PROVIDER: 'demo',
    LOG_LEVEL: 'warn',
    ...(options['redis-url']
      ? { REDIS_URL: options['redis-url'], REDIS_KEY_PREFIX: `bench:${randomUUID()}:` }
      : {}),
  }
  const dataDirs: string[] = []
  const instances: ShopProcess[] = []
  try {
    for (let index = 0; index < count; index++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-instance-'))
      dataDirs.push(dataDir)
      instances.push(await startShopProcess({ ...env, DATA_DIR: dataDir }, await freePort()))
    }
    await seedCatalogue(instances[0]?.baseUrl ?? '')
    return await use(instances)
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()))
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
    await onServer(`drop database if exists ${database} with (force)`)
  }
}

async function seedCatalogue(baseUrl: string): Promise<void> {
  const token = await signIn(baseUrl, ADMIN.email, ADMIN.password)
  for (let index = 0; index < PRODUCTS; index++) {
    const answer = await callShop(baseUrl, 'POST', '/api/products', {
      token,
      body: {
        name: `Bench Tee ${String(index)}`,
        description: 'A tee for the benchmark.',
        price: 20 + index,
        images: [{ url: '/uploads/bench.webp', altText: 'A tee' }],
        variants: [{ size: 'M', color: 'Black', sku: `BENCH-${String(index)}`, countInStock: 50 }],
        category: 'Top Wear',
        brand: 'Benchwear',
        collections: 'Bench Collection',
        material: 'Cotton',
        gender: index % 2 === 0 ? 'Men' : 'Women',
      },
    })
    if (answer.status !== 201) throw new Error(`Seeding failed: ${JSON.stringify(answer.body)}`)
  }
}

/** The same total number of connections, split evenly over the instances. */
async function measureInstances(instances: ShopProcess[]): Promise<LoadResult[]> {
  return Promise.all(
    instances.map((instance, index) =>
      measureLoad({
        name: `instance ${String(index + 1)}`,
        url: `${instance.baseUrl}${GRID_PATH}`,
        connections: Math.max(1, Math.round(CONNECTIONS / instances.length)),
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
      }),
    ),
  )
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const [load1] = os.loadavg()
console.log(
  `Several instances: ${String(os.cpus().length)} cores, 1-minute load ${(load1 ?? 0).toFixed(2)} at the start, ` +
    `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s per measurement, median of ${String(RUNS)} runs, ` +
    `${options['redis-url'] ? 'with' : 'without'} Redis`,
)
const rows: (string | number)[][] = []
let oneInstance = 0
for (let count = 1; count <= MAX_INSTANCES; count++) {
  const throughputs: number[] = []
  const failures: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const results = await withInstances(count, measureInstances)
    throughputs.push(results.reduce((sum, result) => sum + result.requestsPerSecond, 0))
    failures.push(results.reduce((sum, result) => sum + result.non2xx + result.errors, 0))
  }
  const throughput = median(throughputs)
  if (count === 1) oneInstance = throughput
  rows.push([
    count,
    formatNumber(throughput),
    `${(throughput / oneInstance).toFixed(2)}×`,
    throughputs.map((value) => formatNumber(value)).join(' / '),
    Math.max(...failures),
  ])
}
console.log(formatTable(['instances', 'requests/s', 'ratio to 1', 'runs', 'failed answers'], rows))
