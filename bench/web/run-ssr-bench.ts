import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createCatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'
import { createBenchConfig } from '../catalogue/bench-config.js'
import { formatTable } from '../catalogue/format-table.js'
import { seedBenchCatalogue } from '../catalogue/generate-catalogue.js'

/**
 * What a server-rendered page costs the server (docs/performance.md § Server rendering): the
 * production build's pages answered in-process (Fastify inject, no network) on an in-memory
 * catalogue, with the catalogue cache warm, beside the bare index.html and the product's own JSON
 * as the yardsticks of the same run. Run `npm run build` first; NODE_ENV=production (the npm
 * script sets it) gives React's production build, as a shop runs it.
 */

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '500' },
  },
})
const PRODUCTS = Number(options.products)
const REQUESTS = Number(options.requests)
const WARM_UP = 50

const WEB_DIST_DIR = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url))
const SERVER_ENTRY = fileURLToPath(
  new URL('../../apps/web/dist-server/entry-server.js', import.meta.url),
)
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url))

if (process.env.NODE_ENV !== 'production') {
  throw new Error('Run with NODE_ENV=production (npm run web:ssr -w @shop/bench does).')
}
if (!existsSync(SERVER_ENTRY)) throw new Error('No web build: run `npm run build` first.')

interface Timing {
  label: string
  p50: number
  p90: number
  p99: number
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN
}

const bench = await createBenchConfig()
const database = await openDatabase({ driver: 'pglite-memory' })
try {
  await migrateDatabase(database)
  const seeded = await seedBenchCatalogue(database.db, PRODUCTS)
  const app = await buildApp({
    config: { ...bench.config, webDistDir: WEB_DIST_DIR },
    db: database.db,
    catalogCache: createCatalogCache(),
    logger: false,
  })
  const productId = seeded.productIds[0] ?? ''

  async function measure(label: string, url: string, expectedStatus = 200): Promise<Timing> {
    const times: number[] = []
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const started = performance.now()
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      const elapsed = performance.now() - started
      if (answer.statusCode !== expectedStatus) {
        throw new Error(`${url} answered ${String(answer.statusCode)}`)
      }
      if (index >= WARM_UP) times.push(elapsed)
    }
    times.sort((a, b) => a - b)
    return {
      label,
      p50: percentile(times, 0.5),
      p90: percentile(times, 0.9),
      p99: percentile(times, 0.99),
    }
  }

  const timings = [
    await measure('product page, server-rendered', `/product/${productId}`),
    await measure('shop page (24 cards), server-rendered', '/collections/all'),
    await measure('home page, server-rendered', '/'),
    await measure('unknown product, 404 page', '/product/no-such-product', 404),
    await measure('yardstick: bare index.html (/checkout)', '/checkout'),
    await measure('yardstick: the product as JSON', `/api/products/${productId}`),
  ]
  await app.close()

  const productJson = timings.at(-1)?.p50 ?? NaN
  console.log(
    `\n${String(REQUESTS)} requests each after ${String(WARM_UP)} to warm up, ${String(PRODUCTS)} products, ` +
      `load ${os.loadavg()[0]?.toFixed(2) ?? '?'} at the end\n`,
  )
  console.log(
    formatTable(
      ['request', 'p50 ms', 'p90 ms', 'p99 ms', 'p50 ÷ JSON'],
      timings.map(({ label, p50, p90, p99 }) => [
        label,
        p50.toFixed(2),
        p90.toFixed(2),
        p99.toFixed(2),
        (p50 / productJson).toFixed(1),
      ]),
    ),
  )
  await mkdir(RESULTS_DIR, { recursive: true })
  const file = `${RESULTS_DIR}web-ssr-${new Date().toISOString().replaceAll(':', '-')}.json`
  await writeFile(
    file,
    JSON.stringify({ products: PRODUCTS, requests: REQUESTS, timings }, null, 2),
  )
  console.log(`\nRaw results: ${file}`)
} finally {
  await database.close()
  await bench.remove()
}
