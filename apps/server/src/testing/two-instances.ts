import type { Product } from '@shop/shared/catalog'
import { expect } from 'vitest'
import type { DatabaseHandle } from '../db/client.js'
import { adminHeaders } from './auth-headers.js'
import { productInput } from './factories.js'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js'
import { openTestDatabase } from './test-database.js'
import { waitFor } from './wait-for.js'

/** Two instances of the shop on one database, as behind a load balancer. */
export interface TwoInstances {
  first: TestApp
  second: TestApp
  database: DatabaseHandle
  close: () => Promise<void>
}

export async function startTwoInstances(
  env: Record<string, string> = {},
  firstOptions: TestAppOptions = {},
): Promise<TwoInstances> {
  const database = await openTestDatabase()
  const first = await createTestApp(env, { ...firstOptions, database })
  const second = await createTestApp(env, { database })
  return {
    first,
    second,
    database,
    close: async () => {
      await first.close()
      await second.close()
      await database.close()
    },
  }
}

/** A product created through `t`'s admin API. */
export async function createProductThrough(t: TestApp, name: string): Promise<Product> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: await adminHeaders(t),
    payload: productInput({ name }),
  })
  expect(response.statusCode).toBe(201)
  return response.json<Product>()
}

/** Renames a product through `t`'s admin API, as an owner editing it would. */
export async function renameProductThrough(t: TestApp, product: Product, name: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/products/${product._id}`,
    headers: await adminHeaders(t),
    payload: {
      ...productInput({ name, variants: product.variants }),
      updatedAt: product.updatedAt,
    },
  })
  expect(response.statusCode).toBe(200)
}

/** The product's name as a shopper sees it on `t` (through its catalogue cache). */
export async function shownName(t: TestApp, productId: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })
  return response.json<Product>().name
}

/**
 * Creates a product on `first`, has both instances cache it, renames it on `first`, and waits
 * at most a second for `second` to show the new name: the other instance's cache was dropped.
 */
export async function expectEditToReachWithinASecond(
  first: TestApp,
  second: TestApp,
  name: string,
): Promise<void> {
  const product = await createProductThrough(first, name)
  expect(await shownName(second, product._id)).toBe(name)
  expect(await shownName(first, product._id)).toBe(name)
  await renameProductThrough(first, product, `${name}, Washed`)
  await waitFor(async () => (await shownName(second, product._id)) === `${name}, Washed`, {
    timeoutMs: 1000,
    what: 'the edit to reach the other instance',
  })
}
