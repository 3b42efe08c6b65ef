import type { ProductInput } from '@shop/shared/admin-products'
import type { ProductImage, ProductVariant } from '@shop/shared/catalog'
import type { AuditFieldChange } from '../../db/schema/index.js'
import { changedFields } from '../audit/changed-fields.js'

/**
 * What the audit log keeps of a product write (docs/product-rules.md § Back office at scale): the changed
 * columns in the admin's units (dollars), and for variants and images a short summary of what
 * differs, so an entry stays small however large the product is.
 */

type AuditedProduct = Pick<ProductInput, 'name' | 'description' | 'price' | 'category'> &
  Partial<Pick<ProductInput, 'originalPrice' | 'brand' | 'collections' | 'material' | 'gender'>> & {
    images: readonly ProductImage[]
    variants: readonly ProductVariant[]
    status?: string | undefined
  }

const AUDITED_PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'originalPrice',
  'category',
  'brand',
  'collections',
  'material',
  'gender',
] as const

/** An entry lists at most this many variant lines on each side; the rest is counted. */
const MAX_VARIANT_LINES = 20

/** The changes between a product before and after a write; `undefined` for a side that does not exist. */
export function productChanges(
  before: AuditedProduct | undefined,
  after: AuditedProduct | undefined,
): Record<string, AuditFieldChange> {
  const changes = changedFields(before, after, AUDITED_PRODUCT_FIELDS)
  // A save without a status keeps the product's, so only a status that is sent can change.
  if (after?.status !== undefined && after.status !== before?.status) {
    changes.status = { from: before?.status ?? null, to: after.status }
  }
  const images = imageChange(before?.images ?? [], after?.images ?? [])
  if (images) changes.images = images
  const variants = variantChange(before?.variants ?? [], after?.variants ?? [])
  if (variants) changes.variants = variants
  return changes
}

/** Image URLs in order; any change of an image (its alt text too) shows the lists before and after. */
function imageChange(
  before: readonly ProductImage[],
  after: readonly ProductImage[],
): AuditFieldChange | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined
  return { from: before.map((image) => image.url), to: after.map((image) => image.url) }
}

/** Only the SKUs that were added, removed or changed, each as "SKU (size, colour): stock". */
function variantChange(
  before: readonly ProductVariant[],
  after: readonly ProductVariant[],
): AuditFieldChange | undefined {
  const line = (variant: ProductVariant) =>
    `${variant.sku} (${variant.size}, ${variant.color}): ${String(variant.countInStock)} in stock`
  const beforeLines = new Map(before.map((variant) => [variant.sku, line(variant)]))
  const afterLines = new Map(after.map((variant) => [variant.sku, line(variant)]))
  const from = [...beforeLines].filter(([sku, text]) => afterLines.get(sku) !== text)
  const to = [...afterLines].filter(([sku, text]) => beforeLines.get(sku) !== text)
  if (from.length === 0 && to.length === 0) return undefined
  return { from: capped(from.map(([, text]) => text)), to: capped(to.map(([, text]) => text)) }
}

function capped(lines: string[]): string[] {
  if (lines.length <= MAX_VARIANT_LINES) return lines
  const rest = lines.length - MAX_VARIANT_LINES
  return [...lines.slice(0, MAX_VARIANT_LINES), `… and ${String(rest)} more`]
}
