import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RATE_LIMITS } from './config/rate-limits.js'
import { callShop, placeOrderOverHttp, signIn, signUp } from './testing/http-shopper.js'
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy.js'
import { freePort } from './testing/free-port.js'
import {
  killLeftoverShopProcesses,
  startShopProcess,
  type ShopProcess,
} from './testing/shop-process.js'
import { createPostgresTestDatabase, isPostgresRun } from './testing/test-database.js'
import { dropTestKeys, testRedisEnv, testRedisUrl } from './testing/test-redis.js'
import { nextClientAddress } from './testing/unique-values.js'
import { waitFor } from './testing/wait-for.js'

/**
 * Three real shop processes on one PostgreSQL database and one Redis, behind a round-robin
 * proxy (docs/product-rules.md § Several instances): a limit and the sign-in throttle hold across them, a
 * product edit on one shows on the others within a second, and an instance killed in the middle
 * of a stream of orders loses none that was confirmed while the others keep serving.
 */

const ADMIN = { email: 'owner@example.com', password: 'Owner-Pass-1!' }
const PRODUCT_PRICE = 20
/** One unit at $20 with standard US shipping ($5.99) and no tax rates set up. */
const ONE_UNIT_TOTAL = 25.99
const INITIAL_STOCK = 10_000

let database: { url: string; drop: () => Promise<void> }
let dataDirs: string[] = []
let instances: (ShopProcess & { port: number })[] = []
let proxy: RoundRobinProxy
let keyPrefix: string
let adminToken: string

async function onShopDatabase<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query(statement, values)).rows as T[]
  } finally {
    await client.end()
  }
}

describe.skipIf(!isPostgresRun() || !testRedisUrl)('three instances behind a load balancer', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase()
    const redis = testRedisEnv()
    keyPrefix = redis.REDIS_KEY_PREFIX
    const sharedEnv = {
      ...redis,
      DATABASE_URL: database.url,
      JWT_SECRET: `instances-${randomUUID()}-secret-long-enough`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'demo',
      // The proxy appends its peer to what the client (standing in for a CDN) named.
      TRUST_PROXY: '2',
    }
    dataDirs = await Promise.all(
      [1, 2, 3].map(() => mkdtemp(path.join(os.tmpdir(), 'shop-instance-'))),
    )
    // Started together on the empty database: one migrates and creates the admin, under a lock.
    instances = await Promise.all(
      dataDirs.map(async (dataDir) => {
        const port = await freePort()
        return { port, ...(await startShopProcess({ ...sharedEnv, DATA_DIR: dataDir }, port)) }
      }),
    )
    proxy = await startRoundRobinProxy(instances.map((instance) => instance.port))
    adminToken = await signIn(proxy.baseUrl, ADMIN.email, ADMIN.password)
  }, 240_000)

  afterAll(async () => {
    await proxy.close()
    await Promise.all(instances.map((instance) => instance.stop()))
    // Any process a timed-out start left behind.
    await killLeftoverShopProcesses()
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
    await database.drop()
    await dropTestKeys(keyPrefix)
  })

  async function createProduct(name: string, countInStock: number) {
    const answer = await callShop(instances[0]?.baseUrl ?? '', 'POST', '/api/products', {
      token: adminToken,
      body: {
        name,
        description: 'A tee for the test.',
        price: PRODUCT_PRICE,
        images: [{ url: '/uploads/test.webp', altText: name }],
        variants: [{ size: 'M', color: 'Black', sku: `SKU-${randomUUID()}`, countInStock }],
        category: 'Top Wear',
        brand: 'Testwear',
        collections: 'Test Collection',
        material: 'Cotton',
        gender: 'Men',
      },
    })
    expect(answer.status).toBe(201)
    return answer.body as { _id: string; updatedAt: string; variants: unknown[] }
  }

  test('a per-client limit counts the requests every instance took', async () => {
    const client = nextClientAddress()
    const send = () =>
      callShop(proxy.baseUrl, 'POST', '/api/contact', {
        body: { name: 'Ann', email: 'ann@example.com', message: 'Hello' },
        client,
      })
    const statuses: number[] = []
    for (let request = 0; request < RATE_LIMITS.contact.max + 3; request++) {
      statuses.push((await send()).status)
    }
    // Round robin spread them over all three; together they are over the limit.
    expect(statuses).toEqual([
      ...Array.from({ length: RATE_LIMITS.contact.max }, () => 201),
      429,
      429,
      429,
    ])
  })

  test('sign-in throttling is shared: the third wrong password waits, whichever instance gets it', async () => {
    const client = nextClientAddress()
    const email = `buyer-${randomUUID()}@example.com`
    await signUp(proxy.baseUrl, email, nextClientAddress())
    const guess = (password: string) =>
      callShop(proxy.baseUrl, 'POST', '/api/users/login', { body: { email, password }, client })
    expect((await guess('Wrong-guess-1')).status).toBe(401)
    expect((await guess('Wrong-guess-2')).status).toBe(401)
    const third = await guess('Buyer-Pass-1!')
    expect(third.status).toBe(429)
    expect(third.body).toEqual({
      message: 'Too many failed attempts. Please wait 2 seconds and try again.',
    })
  })

  test('a product edit on one instance shows on every other within a second', async () => {
    const product = await createProduct('Jetty Tee', 5)
    const nameOn = async (instance: ShopProcess) =>
      (
        (await callShop(instance.baseUrl, 'GET', `/api/products/${product._id}`)).body as {
          name: string
        }
      ).name
    for (const instance of instances) expect(await nameOn(instance)).toBe('Jetty Tee')

    const edit = await callShop(
      instances[0]?.baseUrl ?? '',
      'PUT',
      `/api/products/${product._id}`,
      {
        token: adminToken,
        body: {
          name: 'Jetty Tee, Washed',
          description: 'A tee for the test.',
          price: PRODUCT_PRICE,
          images: [{ url: '/uploads/test.webp', altText: 'Jetty Tee' }],
          variants: product.variants,
          category: 'Top Wear',
          brand: 'Testwear',
          collections: 'Test Collection',
          material: 'Cotton',
          gender: 'Men',
          updatedAt: product.updatedAt,
        },
      },
    )
    expect(edit.status).toBe(200)
    for (const instance of instances.slice(1)) {
      await waitFor(async () => (await nameOn(instance)) === 'Jetty Tee, Washed', {
        timeoutMs: 1000,
        what: `the edit to reach port ${String(instance.port)}`,
      })
    }
  })

  test('an instance killed amid a stream of orders loses no confirmed one; the others keep serving', async () => {
    const product = await createProduct('Breakwater Tee', INITIAL_STOCK)
    const buyers = await Promise.all(
      Array.from({ length: 6 }, () =>
        signUp(proxy.baseUrl, `buyer-${randomUUID()}@example.com`, nextClientAddress()),
      ),
    )
    const confirmed: string[] = []
    let failed = 0
    let isBuying = true
    const buy = async (token: string) => {
      while (isBuying) {
        try {
          confirmed.push(
            await placeOrderOverHttp(proxy.baseUrl, token, {
              lines: [{ productId: product._id, size: 'M', color: 'Black', quantity: 1 }],
              totalPrice: ONE_UNIT_TOTAL,
            }),
          )
        } catch {
          // A step that was on the killed instance: this order was never confirmed.
          failed += 1
        }
      }
    }
    const buying = Promise.all(buyers.map((token) => buy(token)))

    await waitFor(async () => confirmed.length >= 20, { timeoutMs: 60_000, what: '20 orders' })
    const victim = instances[1]
    await victim?.kill()
    const confirmedAtKill = confirmed.length
    // The other two go on taking orders.
    await waitFor(async () => confirmed.length >= confirmedAtKill + 20, {
      timeoutMs: 60_000,
      what: '20 more orders after the kill',
    })
    isBuying = false
    await buying

    const stored = await onShopDatabase<{ id: string }>('select id from orders')
    const storedIds = new Set(stored.map((row) => row.id))
    expect(confirmed.filter((id) => !storedIds.has(id))).toEqual([])
    // Stock adds up with the orders that exist, confirmed or cut off before their answer.
    const [stock] = await onShopDatabase<{ count: number }>(
      `select sum(count_in_stock)::int as count from product_variants where product_id = $1`,
      [product._id],
    )
    expect(stock?.count).toBe(INITIAL_STOCK - storedIds.size)
    // Only a request that was inside the killed instance fails: one per buyer at most.
    expect(failed).toBeLessThanOrEqual(buyers.length)
  }, 180_000)
})
