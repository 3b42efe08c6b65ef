import type { ProductStatus } from '@shop/shared/admin-products'
import type { Product } from '@shop/shared/catalog'

/**
 * What the product form holds while an admin types: every field as text (a number field may be
 * half typed), and a stable key per variant and image row so React and drag and drop can follow
 * a row when rows are added, removed or reordered.
 */
export interface VariantRow {
  key: string
  size: string
  color: string
  sku: string
  countInStock: string
}

export interface ImageRow {
  key: string
  url: string
  altText: string
  /** The colour the image shows; empty means every colour. */
  color: string
}

export interface ProductFormValues {
  name: string
  description: string
  price: string
  originalPrice: string
  category: string
  brand: string
  collections: string
  material: string
  gender: string
  /** A draft stays in the back office, hidden from the shop. */
  status: ProductStatus
  variants: VariantRow[]
  images: ImageRow[]
}

export type ProductTextField = Exclude<keyof ProductFormValues, 'variants' | 'images' | 'status'>

/** Field path ('price', 'variants.0.sku', 'images.1.url') → the first message for it. */
export type FieldErrors = Record<string, string>

let lastRowKey = 0
/** A key unique in this page (crypto.randomUUID is missing on plain-http origins). */
export function newRowKey(): string {
  lastRowKey += 1
  return `row-${String(lastRowKey)}`
}

/** docs/product-rules.md § Validation: a new variant starts with empty size, color and sku and 0 in stock. */
export function emptyVariantRow(): VariantRow {
  return { key: newRowKey(), size: '', color: '', sku: '', countInStock: '0' }
}

export function imageRow(url: string, altText = '', color = ''): ImageRow {
  return { key: newRowKey(), url, altText, color }
}

export function emptyProductFormValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    originalPrice: '',
    category: '',
    brand: '',
    collections: '',
    material: '',
    gender: '',
    status: 'active',
    variants: [emptyVariantRow()],
    images: [],
  }
}

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: product.originalPrice === undefined ? '' : String(product.originalPrice),
    category: product.category,
    brand: product.brand,
    collections: product.collections,
    material: product.material,
    gender: product.gender,
    status: product.status ?? 'active',
    variants: product.variants.map((variant) => ({
      key: newRowKey(),
      size: variant.size,
      color: variant.color,
      sku: variant.sku,
      countInStock: String(variant.countInStock),
    })),
    images: product.images.map((image) => imageRow(image.url, image.altText, image.color)),
  }
}

/** Empty text is "not given" (the schema's own message then applies), never 0. */
function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text)
}

/**
 * The body the schema checks: numbers parsed, row keys dropped, images in the shown order. A
 * number left empty stays undefined, so the schema answers with that field's own message.
 */
export function formValuesToDraft(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    price: toNumber(values.price),
    // An empty "was" price means none (the schema accepts null).
    originalPrice: toNumber(values.originalPrice) ?? null,
    category: values.category,
    brand: values.brand,
    collections: values.collections,
    material: values.material,
    gender: values.gender,
    status: values.status,
    variants: values.variants.map((row) => ({
      size: row.size,
      color: row.color,
      sku: row.sku,
      countInStock: toNumber(row.countInStock),
    })),
    images: values.images.map((row) => ({
      url: row.url,
      altText: row.altText,
      ...(row.color === '' ? {} : { color: row.color }),
    })),
  }
}

/** The first message per field path, as the form shows them. */
export function toFieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    errors[path] ??= issue.message
  }
  return errors
}
