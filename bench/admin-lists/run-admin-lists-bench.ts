import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app.js'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { migrateDatabase } from '../../apps/server/src/db/migrate.js'
import { createCatalogCache } from '../../apps/server/src/modules/catalog/catalog-cache.js'
import { issueToken } from '../../apps/server/src/modules/users/tokens.js'
import { createUser } from '../../apps/server/src/modules/users/users.service.js'
import { createBenchConfig } from '../catalogue/bench-config.js'
import { formatNumber, formatTable } from '../catalogue/format-table.js'
import { generateBackOffice } from './generate-back-office.js'

/**
 * The back office's lists at the issue's scale (10,000 products × 4 variants, 50,000 orders
 * with their lines, 5,000 users) on a throwaway PostgreSQL database: the real app listens on a
 * port and each list is asked `--requests` times over HTTP, one request at a time, after a
 * warm-up. The aim (issue 13, "Done when"): every list answers in under 100 ms at p99.
 */

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://root@127.0.0.1:5432/postgres' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '50000' },
    users: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '2000' },
    subscribers: { type: 'string', default: '20000' },
    discounts: { type: 'string', default: '500' },
    audit: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
  },
})
const wholeNumber = (name: keyof typeof options) => {
  const value = Number(options[name])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`)
  return value
}
const size = {
  products: wholeNumber('products'),
  orders: wholeNumber('orders'),
  users: wholeNumber('users'),
  messages: wholeNumber('messages'),
  subscribers: wholeNumber('subscribers'),
  discounts: wholeNumber('discounts'),
  auditEntries: wholeNumber('audit'),
}
const REQUESTS = wholeNumber('requests')
const WARM_UP = 10
const AIM_MS = 100
const PAGE = 25

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The UTC days of the calendar month before this one, as `from` and `to`. */
function lastMonth(): { from: string; to: string } {
  const now = new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return { from: day(first), to: day(last) }
}

const percentile = (sorted: number[], ratio: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(ratio * sorted.length) - 1)] ?? 0

interface Measured {
  list: string
  matches: string
  p50: number
  p99: number
}

const name = `shop_admin_lists_bench_${randomBytes(4).toString('hex')}`
const databaseUrl = new URL(options.postgres)
databaseUrl.pathname = `/${name}`
await onServer(options.postgres, `create database ${name}`)
const bench = await createBenchConfig()
const results: Measured[] = []
const seeded = { milliseconds: 0 }
try {
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl.toString() })
  try {
    await migrateDatabase(database)
    const client = new pg.Client({ connectionString: databaseUrl.toString() })
    await client.connect()
    let orderIds: string[]
    try {
      seeded.milliseconds = await generateBackOffice(client, size)
      const sample = await client.query<{ id: string }>(
        'select id::text as id from orders order by random() limit 50',
      )
      orderIds = sample.rows.map((row) => row.id)
    } finally {
      await client.end()
    }

    const app = await buildApp({
      config: bench.config,
      db: database.db,
      catalogCache: createCatalogCache(),
      logger: false,
      runsBackgroundJobs: false,
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('No port to ask')
    const base = `http://127.0.0.1:${String(address.port)}/api/admin`
    const admin = await createUser(database.db, {
      name: 'Bench admin',
      email: 'bench-admin@example.test',
      password: 'Bench-password-1',
      role: 'admin',
    })
    const headers = { authorization: `Bearer ${issueToken(app.jwt, admin)}` }
    const month = lastMonth()

    /** Each list's request; a function, so a search can vary from request to request. */
    const lists: [string, (index: number) => string][] = [
      ['products, page 1', () => `/products?limit=${String(PAGE)}`],
      ['products, search "tee"', () => `/products?limit=${String(PAGE)}&search=tee`],
      ['products, page 40 by price', () => `/products?limit=${String(PAGE)}&page=40&sort=price`],
      ['products, stock=low', () => `/products?limit=${String(PAGE)}&stock=low`],
      ['orders, page 1', () => `/orders?limit=${String(PAGE)}`],
      ['orders, status=Processing', () => `/orders?limit=${String(PAGE)}&status=Processing`],
      [
        'orders, search a number "#1a2b3c4d"',
        (index) =>
          `/orders?limit=${String(PAGE)}&search=${encodeURIComponent(`#${(orderIds[index % orderIds.length] ?? '').slice(0, 8)}`)}`,
      ],
      [
        `orders, ${month.from} to ${month.to}`,
        () => `/orders?limit=${String(PAGE)}&from=${month.from}&to=${month.to}`,
      ],
      ['users, search "grace"', () => `/users?limit=${String(PAGE)}&search=grace`],
      ['messages, page 1', () => `/messages?limit=${String(PAGE)}`],
      ['discounts, search "code1"', () => `/discounts?limit=${String(PAGE)}&search=code1`],
      [
        'subscribers, search "reader12"',
        () => `/subscribers?limit=${String(PAGE)}&search=reader12`,
      ],
      ['audit log, page 1', () => `/audit?limit=${String(PAGE)}`],
      ['audit log, search "hoodie"', () => `/audit?limit=${String(PAGE)}&search=hoodie`],
      [
        'audit log, one admin, action product.update',
        () => `/audit?limit=${String(PAGE)}&actor=customer5000@example.test&action=product.update`,
      ],
    ]

    for (const [list, urlOf] of lists) {
      const timings: number[] = []
      let matches = ''
      for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
        const started = performance.now()
        const response = await fetch(`${base}${urlOf(index)}`, { headers })
        await response.arrayBuffer()
        const milliseconds = performance.now() - started
        if (response.status !== 200) throw new Error(`${list}: HTTP ${String(response.status)}`)
        matches = response.headers.get('x-total-count') ?? '?'
        if (index >= WARM_UP) timings.push(milliseconds)
      }
      timings.sort((a, b) => a - b)
      results.push({ list, matches, p50: percentile(timings, 0.5), p99: percentile(timings, 0.99) })
    }
    await app.close()
  } finally {
    await database.close()
  }
} finally {
  await bench.remove()
  await onServer(options.postgres, `drop database if exists ${name} with (force)`)
}

const [load1, load5] = loadavg()
console.log(
  `Admin lists on PostgreSQL: ${formatNumber(size.products)} products × 4 variants, ${formatNumber(size.orders)} orders × 2 lines, ${formatNumber(size.users)} users, ${formatNumber(size.messages)} messages, ${formatNumber(size.subscribers)} subscribers, ${formatNumber(size.discounts)} discount codes, ${formatNumber(size.auditEntries)} audit entries (generated in ${(seeded.milliseconds / 1000).toFixed(1)} s)`,
)
console.log(
  `${String(REQUESTS)} requests per list, one at a time, ${String(PAGE)} rows a page; load average ${(load1 ?? 0).toFixed(2)} (1 min), ${(load5 ?? 0).toFixed(2)} (5 min)\n`,
)
console.log(
  formatTable(
    ['list', 'matches', 'p50 ms', 'p99 ms', `p99 < ${String(AIM_MS)} ms`],
    results.map((result) => [
      result.list,
      result.matches,
      result.p50.toFixed(1),
      result.p99.toFixed(1),
      result.p99 < AIM_MS ? 'yes' : 'NO',
    ]),
  ),
)
