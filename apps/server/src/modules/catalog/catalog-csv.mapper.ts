import { fromCents } from '../../lib/money.js'
import type { CsvProductRecord, CsvProductValues, CsvVariant } from './catalog-csv.repository.js'

/**
 * A product of the CSV import as the audit log compares it (product-audit.ts): the admin's units,
 * dollars, from the import's cents; variants by size, colour, SKU and stock.
 */
export function toAuditedCsvProduct(
  values: Omit<CsvProductValues, 'id'> | CsvProductRecord,
  variants: readonly CsvVariant[],
) {
  return {
    name: values.name,
    description: values.description,
    price: fromCents(values.priceCents),
    originalPrice: values.originalPriceCents === null ? null : fromCents(values.originalPriceCents),
    category: values.category,
    brand: values.brand,
    collections: values.collections,
    material: values.material,
    gender: values.gender,
    status: values.status,
    images: values.images,
    variants: variants.map(({ size, color, sku, countInStock }) => ({
      size,
      color,
      sku,
      countInStock,
    })),
  }
}
