import {
  CSV_EXPORT_IDS_MESSAGE,
  CSV_LIST_SEPARATOR,
  MAX_CSV_EXPORT_IDS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@shop/shared/catalog-csv'
import { isUuid } from '@shop/shared/common'
import type { Readable } from 'node:stream'
import type { Executor } from '../../db/client.js'
import { badInput } from '../../lib/app-error.js'
import { csvStream, guardFormula } from '../../lib/csv-cells.js'
import {
  chunked,
  findCsvProducts,
  findProductIdsForExport,
  type CsvProductRecord,
} from './catalog-csv.repository.js'

/**
 * `GET /api/admin/products/export.csv` (docs/api.md § CSV): one row per variant, products by
 * name, read from the database a page at a time while the answer streams.
 */

const EXPORT_PAGE = 200

/** The `ids` query: a comma-separated list of at most 100 product ids, or absent for all. */
export function parseExportIds(ids: string | undefined): string[] | undefined {
  if (ids === undefined || ids.trim() === '') return undefined
  const list = ids.split(',').map((id) => id.trim())
  if (list.length > MAX_CSV_EXPORT_IDS || !list.every(isUuid))
    throw badInput(CSV_EXPORT_IDS_MESSAGE)
  return list
}

export async function exportProductsCsv(
  db: Executor,
  ids: readonly string[] | undefined,
): Promise<Readable> {
  const productIds = await findProductIdsForExport(db, ids)
  return csvStream(PRODUCT_CSV_COLUMNS, pagesOf(db, productIds))
}

async function* pagesOf(db: Executor, productIds: readonly string[]) {
  for (const page of chunked(productIds, EXPORT_PAGE)) {
    const records = await findCsvProducts(db, page)
    yield records.flatMap(toCsvRows)
  }
}

const price = (cents: number) => (cents / 100).toFixed(2)

/** Every row of one product; a product without variants still gets one row, its variant cells empty. */
export function toCsvRows(product: CsvProductRecord): string[][] {
  const text = (value: string) => guardFormula(value)
  const shared: Omit<
    Record<ProductCsvColumn, string>,
    'size' | 'color' | 'sku' | 'countInStock'
  > = {
    handle: product.id,
    name: text(product.name),
    status: product.status,
    description: text(product.description),
    price: price(product.priceCents),
    originalPrice: product.originalPriceCents === null ? '' : price(product.originalPriceCents),
    category: text(product.category),
    brand: text(product.brand),
    collections: text(product.collections),
    material: text(product.material),
    gender: text(product.gender),
    imageUrls: text(product.images.map((image) => image.url).join(CSV_LIST_SEPARATOR)),
    imageAlts: text(product.images.map((image) => image.altText).join(CSV_LIST_SEPARATOR)),
    updatedAt: product.updatedAt.toISOString(),
  }
  const variants = product.variants.length > 0 ? product.variants : [undefined]
  return variants.map((variant) => {
    const row: Record<ProductCsvColumn, string> = {
      ...shared,
      size: text(variant?.size ?? ''),
      color: text(variant?.color ?? ''),
      sku: text(variant?.sku ?? ''),
      countInStock: variant === undefined ? '' : String(variant.countInStock),
    }
    return PRODUCT_CSV_COLUMNS.map((column) => row[column])
  })
}
