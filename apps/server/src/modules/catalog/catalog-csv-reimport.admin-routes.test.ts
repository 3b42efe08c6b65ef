import { PRODUCT_CSV_COLUMNS, type CsvImportResult } from '@shop/shared/catalog-csv'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditEntries, productVariants, products } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

/**
 * Importing an old export never undoes what happened since: a row whose product was saved after
 * the export is an error of that line unless the import overwrites on purpose, and a row without
 * the export's updatedAt never changes an existing variant's stock. Every product an import
 * touches gets its own audit entry.
 */

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
})

afterAll(async () => {
  await t.close()
})

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>

const BOUNDARY = '----shop-reimport-test'

async function importCsv(csv: string, query: string): Promise<CsvImportResult> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?${query}`,
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv, 'utf8'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CsvImportResult>()
}

async function exportRows(id: string): Promise<Row[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/export.csv?ids=${id}`,
    headers: admin.headers,
  })
  expect(response.statusCode).toBe(200)
  return parse<Row>(response.body, { bom: true, columns: true })
}

function csvOf(rows: readonly Partial<Row>[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) {
  return stringify(
    rows.map((row) => columns.map((column) => row[column as keyof Row] ?? '')),
    { header: true, columns: [...columns] },
  )
}

async function stockOf(sku: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ count: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.sku, sku))
  return row?.count
}

async function priceOf(id: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ cents: products.priceCents })
    .from(products)
    .where(eq(products.id, id))
  return row?.cents
}

/** A sale (or any save) after the export: the product's stock and updatedAt move on. */
async function sellOne(sku: string, id: string) {
  await t.db
    .update(productVariants)
    .set({ countInStock: 9 })
    .where(and(eq(productVariants.sku, sku), eq(productVariants.productId, id)))
  await t.db
    .update(products)
    .set({ updatedAt: new Date(Date.now() + 1000) })
    .where(eq(products.id, id))
}

async function seedTee(name: string) {
  const sku = `REIMPORT-${crypto.randomUUID().slice(0, 8)}`
  const id = await seedProduct(t.db, {
    name,
    price: 20,
    variants: [variant({ size: 'M', color: 'Black', sku, countInStock: 10 })],
  })
  return { id, sku }
}

describe('re-importing an old export', () => {
  test('the export carries each product’s updatedAt', async () => {
    const { id } = await seedTee('Dated Tee')
    const [product] = await t.db
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
    const [row] = await exportRows(id)
    expect(row?.updatedAt).toBe(product?.updatedAt.toISOString())
  })

  test('a row whose product changed since the export is an error of its line, and changes nothing', async () => {
    const { id, sku } = await seedTee('Stale Tee')
    const rows = await exportRows(id)
    await sellOne(sku, id)
    const result = await importCsv(
      csvOf(rows.map((row) => ({ ...row, price: '25.00' }))),
      'dryRun=false',
    )
    expect(result.errors).toEqual([
      {
        line: 2,
        message: expect.stringMatching(
          /^updatedAt: This product changed after the export \(saved at .+\)\. Export it again/,
        ) as string,
      },
    ])
    expect(await stockOf(sku)).toBe(9)
    expect(await priceOf(id)).toBe(2000)
  })

  test('with overwrite=true the file wins, stock included', async () => {
    const { id, sku } = await seedTee('Overwritten Tee')
    const rows = await exportRows(id)
    await sellOne(sku, id)
    const result = await importCsv(
      csvOf(rows.map((row) => ({ ...row, price: '25.00' }))),
      'dryRun=false&overwrite=true',
    )
    expect(result).toMatchObject({ updated: 1, errors: [] })
    expect(await priceOf(id)).toBe(2500)
    expect(await stockOf(sku)).toBe(10)
  })

  test('a row without updatedAt changes the product but never its stock', async () => {
    const { id, sku } = await seedTee('Undated Tee')
    const rows = await exportRows(id)
    await sellOne(sku, id)
    // A file without the updatedAt column at all, as an older export wrote it.
    const columns = PRODUCT_CSV_COLUMNS.filter((column) => column !== 'updatedAt')
    const result = await importCsv(
      csvOf(
        rows.map((row) => ({ ...row, price: '25.00', countInStock: '50' })),
        columns,
      ),
      'dryRun=false',
    )
    expect(result).toMatchObject({ updated: 1, errors: [] })
    expect(await priceOf(id)).toBe(2500)
    expect(await stockOf(sku)).toBe(9)
  })

  test('an updatedAt that is no date is an error of its line', async () => {
    const { id } = await seedTee('Badly Dated Tee')
    const rows = await exportRows(id)
    const result = await importCsv(
      csvOf(rows.map((row) => ({ ...row, updatedAt: 'yesterday' }))),
      'dryRun=true',
    )
    expect(result.errors).toEqual([
      {
        line: 2,
        message:
          'updatedAt: updatedAt must be the date and time an export wrote (2026-11-27T10:00:00.000Z), or empty.',
      },
    ])
  })

  test('the audit log records each product the import touched, with its changed fields', async () => {
    const { id, sku } = await seedTee('Audited Tee')
    const rows = await exportRows(id)
    const newSku = `REIMPORT-NEW-${crypto.randomUUID().slice(0, 8)}`
    const result = await importCsv(
      csvOf([
        ...rows.map((row) => ({ ...row, price: '22.50' })),
        {
          ...rows[0],
          handle: '',
          updatedAt: '',
          name: 'Audited Hoodie',
          sku: newSku,
          countInStock: '4',
        },
      ]),
      'dryRun=false',
    )
    expect(result).toMatchObject({ created: 1, updated: 1, errors: [] })
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'product.import'))
    const updated = entries.find((entry) => entry.entityId === id)
    expect(updated).toMatchObject({
      entityType: 'product',
      entityLabel: 'Audited Tee',
      actorEmail: admin.user.email,
      changes: { price: { from: 20, to: 22.5 } },
    })
    expect(Object.keys(updated?.changes ?? {})).toEqual(['price'])
    const created = entries.find((entry) => entry.entityLabel === 'Audited Hoodie')
    expect(created?.changes).toMatchObject({ name: { from: null, to: 'Audited Hoodie' } })
    expect(await stockOf(sku)).toBe(10)
  })
})
