import { sql } from 'drizzle-orm'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { products } from '../../db/schema/index.js'
import { isPostgresRun } from '../../testing/test-database.js'
import {
  createProductThrough,
  expectEditToReachWithinASecond,
  shownName,
  startTwoInstances,
  type TwoInstances,
} from '../../testing/two-instances.js'
import { waitFor } from '../../testing/wait-for.js'

/**
 * Two instances on one PostgreSQL database and no Redis: a catalogue change on one drops the
 * other's catalogue cache through LISTEN/NOTIFY, within a second, and a listener that lost its
 * connection drops its cache when it is back, for what it may have missed.
 */

let shop: TwoInstances

describe.skipIf(!isPostgresRun())('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    shop = await startTwoInstances()
  })

  afterAll(async () => {
    await shop.close()
  })

  test('a product edit on one instance shows on the other within a second', async () => {
    await expectEditToReachWithinASecond(shop.first, shop.second, 'Pier Hoodie')
  })

  test('after its listening connection was cut, an instance drops what it may have missed', async () => {
    const { first, second } = shop
    const product = await createProductThrough(first, 'Quay Cap')
    expect(await shownName(second, product._id)).toBe('Quay Cap')
    // A change nobody announces, then every listening connection of this database is cut.
    await first.db
      .update(products)
      .set({ name: 'Quay Cap, Faded' })
      .where(eq(products.id, product._id))
    const cut = await first.db
      .select({ pid: sql<number>`pg_terminate_backend(pid)` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and query ilike 'listen%'`)
    expect(cut).toHaveLength(2)
    await waitFor(async () => (await shownName(second, product._id)) === 'Quay Cap, Faded', {
      what: 'the instance to listen again and drop its cache',
    })
  })
})
