import { PRODUCT_NAME_REQUIRED_MESSAGE, PRODUCT_PRICE_MESSAGE } from '@shop/shared/admin-products'
import {
  CSV_EXPORT_IDS_MESSAGE,
  CSV_MISSING_FILE_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  MAX_CSV_IMPORT_ROWS,
  NDJSON_CONTENT_TYPE,
  PRODUCT_CSV_COLUMNS,
  csvMissingColumnsMessage,
  csvSkuOfAnotherProductMessage,
  csvSkuRepeatedMessage,
  type CsvImportResult,
  type CsvImportStreamLine,
} from '@shop/shared/catalog-csv'
import type { Product } from '@shop/shared/catalog'
import { unknownVocabularyMessage } from '@shop/shared/catalog-vocabulary'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditEntries, products } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser
let customer: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t, { role: 'customer' })
})

afterAll(async () => {
  await t.close()
})

const BOUNDARY = '----shop-csv-test'

function importRequest(
  csv: string,
  {
    dryRun,
    caller = admin,
    accept,
    field = 'file',
  }: { dryRun: boolean; caller?: TestUser | null; accept?: string; field?: string },
) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${String(dryRun)}`,
    headers: {
      ...caller?.headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(accept ? { accept } : {}),
    },
    payload,
  })
}

async function importCsv(csv: string, dryRun: boolean): Promise<CsvImportResult> {
  const response = await importRequest(csv, { dryRun })
  expect(response.statusCode).toBe(200)
  return response.json<CsvImportResult>()
}

async function exportCsv(query = ''): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/products/export.csv${query}`,
    headers: admin.headers,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toContain('text/csv')
  return response.body
}

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>

const rowsOf = (csv: string): Row[] => parse<Row>(csv, { bom: true, columns: true })
const csvOf = (rows: readonly Row[]) =>
  stringify(
    rows.map((r) => PRODUCT_CSV_COLUMNS.map((column) => r[column])),
    { header: true, columns: [...PRODUCT_CSV_COLUMNS] },
  )

function row(overrides: Partial<Row> = {}): Row {
  return {
    handle: '',
    name: 'Imported Tee',
    status: 'active',
    description: 'A tee from a file.',
    price: '25.00',
    originalPrice: '',
    category: 'Top Wear',
    brand: 'Filewear',
    collections: 'Imports',
    material: 'Cotton',
    gender: 'Men',
    imageUrls: '/uploads/imported.webp',
    imageAlts: 'An imported tee',
    size: 'M',
    color: 'Black',
    sku: `CSV-${crypto.randomUUID().slice(0, 8)}`,
    countInStock: '5',
    updatedAt: '',
    ...overrides,
  }
}

const productCount = async () => (await t.db.select({ id: products.id }).from(products)).length

describe('GET /api/admin/products/export.csv', () => {
  test('one row per variant with the contract columns, and formula-looking text defused', async () => {
    const id = await seedProduct(t.db, {
      name: '=HYPERLINK("http://evil.test")',
      variants: [variant({ size: 'S' }), variant({ size: 'L', countInStock: 0 })],
      originalPrice: 30,
    })
    const rows = rowsOf(await exportCsv(`?ids=${id}`))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      handle: id,
      name: `'=HYPERLINK("http://evil.test")`,
      price: '20.00',
      originalPrice: '30.00',
      status: 'active',
      size: 'S',
    })
    expect(rows[1]).toMatchObject({ size: 'L', countInStock: '0' })
  })

  test('a bad ids list is a 400 that says what ids takes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv?ids=not-an-id',
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: CSV_EXPORT_IDS_MESSAGE })
  })

  test('guests get 401 and customers 403, for the export and the import', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' })
    expect(guest.statusCode).toBe(401)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: customer.headers,
    })
    expect(asCustomer.statusCode).toBe(403)
    expect((await importRequest(csvOf([row()]), { dryRun: true, caller: null })).statusCode).toBe(
      401,
    )
    expect(
      (await importRequest(csvOf([row()]), { dryRun: true, caller: customer })).statusCode,
    ).toBe(403)
  })
})

describe('POST /api/admin/products/import', () => {
  test('round trip: export, edit a cell, dry run changes nothing, import, export equals the edited file', async () => {
    const first = await seedProduct(t.db, {
      name: 'Round Trip Shirt',
      variants: [variant({ size: 'S' }), variant({ size: 'M' })],
    })
    const second = await seedProduct(t.db, { name: 'Round Trip Jeans', category: 'Bottom Wear' })
    const ids = `?ids=${first},${second}`
    const rows = rowsOf(await exportCsv(ids))
    expect(rows).toHaveLength(3)

    const edited = rows.map((r) =>
      r.handle === first && r.size === 'M' ? { ...r, countInStock: '42' } : r,
    )
    const editedCsv = csvOf(edited)
    const [before] = await t.db.select().from(products).where(eq(products.id, first))

    const dryRun = await importCsv(editedCsv, true)
    expect(dryRun).toEqual({ dryRun: true, created: 0, updated: 1, unchanged: 1, errors: [] })
    const [afterDryRun] = await t.db.select().from(products).where(eq(products.id, first))
    expect(afterDryRun?.updatedAt).toEqual(before?.updatedAt)

    const real = await importCsv(editedCsv, false)
    expect(real).toEqual({ dryRun: false, created: 0, updated: 1, unchanged: 1, errors: [] })

    // The edited product was saved again: its rows carry the new updatedAt.
    const savedAt = (await t.db.select().from(products).where(eq(products.id, first)))[0]?.updatedAt
    expect(rowsOf(await exportCsv(ids))).toEqual(
      edited.map((r) => (r.handle === first ? { ...r, updatedAt: savedAt?.toISOString() } : r)),
    )
    // The shop sees the new stock at once: the catalogue cache was dropped.
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${first}` })
    expect(shown.json<Product>().variants.find((v) => v.size === 'M')?.countInStock).toBe(42)

    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'products.import'))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      entityType: 'product',
      entityId: null,
      changes: { created: { from: 0, to: 0 }, updated: { from: 0, to: 1 } },
    })
  })

  test('the audit log, newest first, shows an import above the products it wrote', async () => {
    const names = Array.from(
      { length: 12 },
      (_, index) => `Logged Tee ${String(index)} ${crypto.randomUUID().slice(0, 6)}`,
    )
    expect(await importCsv(csvOf(names.map((name) => row({ name }))), false)).toMatchObject({
      created: 12,
      errors: [],
    })

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=13',
      headers: admin.headers,
    })
    expect(response.statusCode).toBe(200)
    const entries = response.json<{ action: string; entityLabel: string }[]>()
    expect(entries.map((entry) => entry.action)).toEqual([
      'products.import',
      ...names.map(() => 'product.import'),
    ])
    expect(
      entries
        .slice(1)
        .map((entry) => entry.entityLabel)
        .sort(),
    ).toEqual(names.toSorted())
  })

  test('rows without a handle and with the same name make one new product; an existing SKU updates its product', async () => {
    const name = `Grouped Hoodie ${crypto.randomUUID().slice(0, 6)}`
    const csv = csvOf([row({ name, size: 'S' }), row({ name, size: 'M', description: '' })])
    expect(await importCsv(csv, false)).toMatchObject({ created: 1, updated: 0, errors: [] })
    const created = await t.db.select().from(products).where(eq(products.name, name))
    expect(created).toHaveLength(1)

    const existingSku = variant().sku
    const id = await seedProduct(t.db, {
      name: 'By SKU',
      variants: [variant({ sku: existingSku })],
    })
    const update = csvOf([row({ name: 'By SKU renamed', sku: existingSku, price: '99.00' })])
    expect(await importCsv(update, false)).toMatchObject({ created: 0, updated: 1, errors: [] })
    const [updated] = await t.db.select().from(products).where(eq(products.id, id))
    expect(updated).toMatchObject({ name: 'By SKU renamed', priceCents: 9900 })
  })

  test('after an import the planner knows the catalogue it wrote (statistics of the products and variants)', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => [
      row({ name: `Planned Tee ${String(index)}`, size: 'S' }),
      row({ name: `Planned Tee ${String(index)}`, size: 'M' }),
    ]).flat()
    expect(await importCsv(csvOf(rows), false)).toMatchObject({ created: 12, errors: [] })

    // ANALYZE counts a table this small whole: its estimate is the true number of rows.
    for (const table of ['products', 'product_variants']) {
      const [estimate] = await t.db
        .select({
          estimated: sql<number>`(select reltuples from pg_class where oid = ${table}::regclass)::int`,
          actual: sql<number>`(select count(*) from ${sql.identifier(table)})::int`,
        })
        .from(sql`(select 1) as one`)
      expect({ table, estimated: estimate?.estimated }).toEqual({
        table,
        estimated: estimate?.actual,
      })
    }
  })

  test('every error names its line and column, and a file with one bad row changes nothing', async () => {
    const otherSku = variant().sku
    const other = await seedProduct(t.db, {
      name: 'Owner of a SKU',
      variants: [variant({ sku: otherSku })],
    })
    const mine = await seedProduct(t.db, { name: 'Mine' })
    const repeated = `REPEAT-${crypto.randomUUID().slice(0, 6)}`
    const good = row({ name: `Good row ${crypto.randomUUID()}` })
    const csv = csvOf([
      good, // line 2
      row({ name: 'Bad price', price: 'twelve' }), // line 3
      row({ name: '' }), // line 4
      row({ name: 'First', sku: repeated }), // line 5
      row({ name: 'Second', sku: repeated }), // line 6
      row({ handle: mine, name: 'Mine', sku: otherSku }), // line 7
    ])
    const count = await productCount()

    const result = await importCsv(csv, false)
    expect(result.errors).toEqual([
      { line: 3, message: `price: ${PRODUCT_PRICE_MESSAGE}` },
      { line: 4, message: `name: ${PRODUCT_NAME_REQUIRED_MESSAGE}` },
      { line: 6, message: `sku: ${csvSkuRepeatedMessage(repeated, 5)}` },
      { line: 7, message: `sku: ${csvSkuOfAnotherProductMessage(otherSku)}` },
    ])
    expect(result).toMatchObject({ created: 0, updated: 0 })
    expect(await productCount()).toBe(count)
    const [owner] = await t.db.select().from(products).where(eq(products.id, other))
    expect(owner?.name).toBe('Owner of a SKU')

    // The dry run lists the same errors and what the valid part would do.
    const dryRun = await importCsv(csv, true)
    expect(dryRun.errors).toEqual(result.errors)
    expect(dryRun.created).toBeGreaterThan(0)
  })

  test('a colour or category outside the managed lists is an error on its line', async () => {
    const name = `Sunset Tee ${crypto.randomUUID().slice(0, 6)}`
    const csv = csvOf([
      row({ name, size: 'S' }),
      row({ name, size: 'M', color: 'Sunset Orange' }),
      row({ name: `Odd ${name}`, category: 'Hats' }),
    ])
    const result = await importCsv(csv, true)
    expect(result.errors).toEqual([
      { line: 3, message: unknownVocabularyMessage('colors', 'Sunset Orange') },
      { line: 4, message: unknownVocabularyMessage('categories', 'Hats') },
    ])
  })

  test('a missing column, a missing file and too many rows are refused as a whole', async () => {
    const header = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'sku' && c !== 'price').join(',')
    const missing = await importRequest(`${header}\n`, { dryRun: true })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: csvMissingColumnsMessage(['price', 'sku']) })

    const noFile = await importRequest(csvOf([row()]), { dryRun: true, field: 'other' })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json()).toEqual({ message: CSV_MISSING_FILE_MESSAGE })

    const line = `${stringify([Object.values(row())]).trimEnd()}\n`
    const tooMany = `${PRODUCT_CSV_COLUMNS.join(',')}\n${line.repeat(MAX_CSV_IMPORT_ROWS + 1)}`
    const refused = await importRequest(tooMany, { dryRun: true })
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toEqual({ message: CSV_TOO_MANY_ROWS_MESSAGE })
  })

  test('with Accept: application/x-ndjson the answer streams progress, then the result', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) =>
      row({
        name: `Streamed ${String(Math.floor(index / 4))}`,
        size: ['S', 'M', 'L', 'XL'][index % 4],
      }),
    )
    const response = await importRequest(csvOf(rows), { dryRun: true, accept: NDJSON_CONTENT_TYPE })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain(NDJSON_CONTENT_TYPE)
    const lines = response.body
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as CsvImportStreamLine)
    const progress = lines.filter((l) => l.type === 'progress')
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.at(-1)).toMatchObject({ rowsTotal: 1200 })
    expect(lines.at(-1)).toEqual({
      type: 'result',
      dryRun: true,
      created: 300,
      updated: 0,
      unchanged: 0,
      errors: [],
    })
  })
})
