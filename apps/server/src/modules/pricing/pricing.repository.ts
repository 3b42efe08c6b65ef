import type { ProductImage } from '@shop/shared/catalog'
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products } from '../../db/schema/index.js'

export interface VariantStock {
  productId: string
  size: string
  color: string
  countInStock: number
}

/** A product as the basket prices it: current price, first image and every variant's stock. */
export interface CatalogProduct {
  id: string
  name: string
  images: ProductImage[]
  priceCents: number
  variants: VariantStock[]
}

/** The products among `ids` that the shop sells (drafts are left out), with their variants. */
export async function findCatalogProducts(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CatalogProduct>> {
  const found = new Map<string, CatalogProduct>()
  if (ids.length === 0) return found
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      priceCents: products.priceCents,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(inArray(products.id, [...ids]), eq(products.status, 'active')))
  for (const row of rows) {
    const product = found.get(row.id) ?? {
      id: row.id,
      name: row.name,
      images: row.images,
      priceCents: row.priceCents,
      variants: [],
    }
    if (row.size !== null && row.color !== null && row.countInStock !== null) {
      product.variants.push({
        productId: row.id,
        size: row.size,
        color: row.color,
        countInStock: row.countInStock,
      })
    }
    found.set(row.id, product)
  }
  return found
}
