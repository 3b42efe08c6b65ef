import type { ProductImage } from '@shop/shared/catalog'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  discountCodes,
  discountRedemptions,
  productVariants,
  products,
  taxRates,
  type DiscountRow,
  type TaxRateRow,
} from '../../db/schema/index.js'

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

/** The products among `ids` that exist, with their variants. */
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
    .where(inArray(products.id, [...ids]))
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

/** The code, whatever the case it is typed in (the unique index is on lower(code)). */
export async function findDiscountByCode(
  db: Executor,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`)
  return row
}

/** The code's row, locked until the transaction ends: redemptions of it run one at a time. */
export async function lockDiscount(tx: Executor, id: string): Promise<DiscountRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update')
  return row
}

export async function countRedemptionsOfCustomer(
  db: Executor,
  discountId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)),
    )
  return row?.uses ?? 0
}

/** Records one use of the code by an order; the caller holds the code's row lock. */
export async function recordRedemption(
  tx: Executor,
  redemption: { discountId: string; orderId: string; userId: string },
): Promise<void> {
  await tx.insert(discountRedemptions).values(redemption)
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(eq(discountCodes.id, redemption.discountId))
}

export async function listTaxRates(db: Executor): Promise<TaxRateRow[]> {
  return db.select().from(taxRates).orderBy(taxRates.country, taxRates.state)
}
