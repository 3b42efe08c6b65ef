import type { ProductInput } from '@shop/shared/admin-products'
import type { Product, ProductFilters, ProductVariant } from '@shop/shared/catalog'
import { SIZES } from '@shop/shared/limits'
import { CARD_IMAGE_COUNT, type ProductCard } from '@shop/shared/product-card'
import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { fromCents, toCents } from '../../lib/money.js'
import type { NewProductRow, ProductRow } from '../../db/schema/index.js'
import type { FacetValues } from './catalog.repository.js'
import type { SuggestedProductRow } from './search.repository.js'

/** The columns a product DTO is made of (the search vector and counters stay inside). */
export type ProductRecord = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'description'
  | 'priceCents'
  | 'originalPriceCents'
  | 'images'
  | 'category'
  | 'brand'
  | 'collections'
  | 'material'
  | 'gender'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
> & { variants: ProductVariant[] }

export function toProductDto(record: ProductRecord): Product {
  const product: Product = {
    _id: record.id,
    name: record.name,
    description: record.description,
    price: fromCents(record.priceCents),
    images: record.images,
    variants: record.variants,
    category: record.category,
    brand: record.brand,
    collections: record.collections,
    material: record.material,
    gender: record.gender,
    status: record.status,
    createdAt: toIsoString(record.createdAt),
    updatedAt: toIsoString(record.updatedAt),
  }
  if (record.originalPriceCents !== null)
    product.originalPrice = fromCents(record.originalPriceCents)
  return product
}

/**
 * The card projection of a product (docs/api.md § Catalogue): what a grid draws. Colours keep
 * the order the variants first name them; sizes follow the size scale, others after in variant
 * order (as the product page lists them).
 */
export function toProductCard(product: Product): ProductCard {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    images: product.images.slice(0, CARD_IMAGE_COUNT),
    colors: [...new Set(product.variants.map((variant) => variant.color))],
    sizes: sortAlongSizeScale([...new Set(product.variants.map((variant) => variant.size))]),
  }
}

/** A product as the header search suggests it: name, price and first image. */
export function toProductSuggestion(row: SuggestedProductRow): ProductSuggestion {
  return {
    _id: row.id,
    name: row.name,
    price: fromCents(row.priceCents),
    image: row.image ?? null,
  }
}

/** The price filter's bounds in dollars; 0 and 0 when no product is in scope. */
export function toPriceRange({
  minPriceCents,
  maxPriceCents,
}: Pick<FacetValues, 'minPriceCents' | 'maxPriceCents'>): ProductFilters['price'] {
  return { min: fromCents(minPriceCents ?? 0), max: fromCents(maxPriceCents ?? 0) }
}

function sortAlongSizeScale(sizes: string[]): string[] {
  const scale: readonly string[] = SIZES
  const rank = (size: string) => {
    const index = scale.indexOf(size)
    return index === -1 ? scale.length : index
  }
  // Array#sort is stable: sizes off the scale keep their variant order.
  return sizes.sort((a, b) => rank(a) - rank(b))
}

/** Timestamps arrive as Date from Drizzle but as strings from a raw JSON aggregate. */
function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** A product's editable columns: everything but its id, timestamps, counters and generated columns. */
export type ProductValues = Pick<
  NewProductRow,
  | 'name'
  | 'description'
  | 'priceCents'
  | 'originalPriceCents'
  | 'images'
  | 'category'
  | 'brand'
  | 'collections'
  | 'material'
  | 'gender'
  | 'status'
>

/**
 * An admin's (or the seed's) product input as columns: dollars become cents, no "was" price is
 * null. An absent status is left out: a new product takes the column's default (active), an
 * edited one keeps its own.
 */
export function toProductValues(input: ProductInput): ProductValues {
  return {
    ...(input.status === undefined ? {} : { status: input.status }),
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    originalPriceCents:
      input.originalPrice === undefined || input.originalPrice === null
        ? null
        : toCents(input.originalPrice),
    images: input.images,
    category: input.category,
    brand: input.brand,
    collections: input.collections,
    material: input.material,
    gender: input.gender,
  }
}
