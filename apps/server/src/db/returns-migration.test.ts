import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestShopData, type TestShopData } from '../testing/test-shop-data.js'
import type { DatabaseHandle } from './client.js'
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js'

/*
 * Migration 0014 (returns and store credit) on a shop's orders from before it: what was refunded,
 * when it shipped and which part of a discount was on the goods are filled in from what the
 * orders kept (docs/decisions/031-refund-amount-of-a-return.md).
 */

const RETURNS_MIGRATION = '0014_returns_store_credit'

let shopData: TestShopData
let handle: DatabaseHandle
let olderFolder: string

/** The migrations before 0014: what the shop ran before returns existed. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-before-returns-'))
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

beforeAll(async () => {
  shopData = await createTestShopData({ migrated: false })
  handle = await shopData.open()
  olderFolder = await migrationsBefore(RETURNS_MIGRATION)
  await migrateDatabase(handle, olderFolder)
}, 120_000)

afterAll(async () => {
  await handle.close()
  await shopData.remove()
  await rm(olderFolder, { recursive: true, force: true })
})

/** An order as the shop wrote it before 0014, with only the columns it had then. */
async function insertOldOrder(values: {
  status: string
  paymentStatus: string
  subtotalCents: number
  shippingCents: number
  discountCents: number
  deliveredAt?: string
}): Promise<string> {
  const total = values.subtotalCents - values.discountCents + values.shippingCents
  const result = await handle.db.execute<{ id: string }>(sql`
    insert into orders (shipping_address, shipping_option, payment_method, payment_provider,
      payment_order_id, payment_capture_id, payment_status, subtotal_cents, shipping_cents,
      discount_cents, tax_cents, total_cents, refunded_at, is_paid, paid_at, is_delivered,
      delivered_at, status, updated_at)
    values ('{"firstName":"Ada","lastName":"L","address":"1 Way","city":"Austin","state":"TX","postalCode":"78701","country":"United States"}',
      '{"id":"standard","label":"Standard","costCents":500,"estimatedDays":5}', 'PayPal', 'demo',
      ${`DEMO-${crypto.randomUUID()}`}, ${`CAPTURE-${crypto.randomUUID()}`}, ${values.paymentStatus},
      ${values.subtotalCents}, ${values.shippingCents}, ${values.discountCents}, 0, ${total},
      ${values.paymentStatus === 'refunded' ? sql`now()` : null}, true, now(),
      ${values.deliveredAt !== undefined}, ${values.deliveredAt ?? null}, ${values.status},
      '2026-11-01T10:00:00Z')
    returning id`)
  const id = (result as { rows: { id: string }[] }).rows[0]?.id
  if (!id) throw new Error('No order inserted')
  return id
}

test('orders from before keep what was refunded, when they shipped and where their discount was', async () => {
  const refunded = await insertOldOrder({
    status: 'Processing',
    paymentStatus: 'refunded',
    subtotalCents: 2000,
    shippingCents: 500,
    discountCents: 0,
  })
  const percentOff = await insertOldOrder({
    status: 'Shipped',
    paymentStatus: 'paid',
    subtotalCents: 2000,
    shippingCents: 500,
    discountCents: 200,
  })
  const freeShipping = await insertOldOrder({
    status: 'Delivered',
    paymentStatus: 'paid',
    subtotalCents: 3000,
    shippingCents: 500,
    discountCents: 500,
    deliveredAt: '2026-11-20T12:00:00Z',
  })
  await handle.db.execute(sql`
    with code as (
      insert into discount_codes (code, type, value) values ('SHIPFREE', 'free_shipping', 0)
      returning id
    )
    insert into discount_redemptions (discount_id, order_id) select id, ${freeShipping} from code`)

  await migrateDatabase(handle)

  const result = await handle.db.execute(sql`
    select id, refunded_amount_cents, refunded_credit_cents, goods_discount_cents,
      store_credit_cents, shipped_at
    from orders where id in (${refunded}, ${percentOff}, ${freeShipping})`)
  const rows = new Map(
    (result as { rows: Record<string, unknown>[] }).rows.map((row) => [row.id, row]),
  )
  expect(rows.get(refunded)).toMatchObject({
    refunded_amount_cents: 2500,
    refunded_credit_cents: 0,
    shipped_at: null,
  })
  expect(rows.get(percentOff)).toMatchObject({
    refunded_amount_cents: 0,
    goods_discount_cents: 200,
    store_credit_cents: 0,
  })
  // Shipped without a delivery date: its last change stands for the shipping date.
  expect(new Date(String(rows.get(percentOff)?.shipped_at)).toISOString()).toBe(
    '2026-11-01T10:00:00.000Z',
  )
  expect(rows.get(freeShipping)).toMatchObject({ goods_discount_cents: 0 })
  expect(new Date(String(rows.get(freeShipping)?.shipped_at)).toISOString()).toBe(
    '2026-11-20T12:00:00.000Z',
  )
})
