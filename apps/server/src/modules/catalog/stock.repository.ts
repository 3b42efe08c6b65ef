import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products } from '../../db/schema/index.js'

/*
 * The catalogue's stock writer. Stock and sold counts are catalogue columns, but they move inside
 * other modules' transactions (finalizing a checkout, cancelling an order), which lock with
 * `lockVariantStocks` first: one lock order for every writer, so none waits on another in a
 * circle.
 */

export interface VariantKey {
  productId: string
  size: string
  color: string
}

export interface LockedVariantStock extends VariantKey {
  countInStock: number
}

/**
 * Locks the products, then their variants, each in id order, until the transaction ends, and
 * answers the stock they hold. A product locked here cannot change price, stock or sold count
 * under the caller's feet.
 */
export async function lockVariantStocks(
  tx: Executor,
  productIds: readonly string[],
): Promise<LockedVariantStock[]> {
  if (productIds.length === 0) return []
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update')
  return tx
    .select({
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.id))
    .for('update')
}

/** Adds `delta` units (negative takes them); the table's check refuses a negative stock. */
export async function addVariantStock(tx: Executor, key: VariantKey, delta: number): Promise<void> {
  await tx
    .update(productVariants)
    .set({ countInStock: sql`${productVariants.countInStock} + ${delta}` })
    .where(
      and(
        eq(productVariants.productId, key.productId),
        eq(productVariants.size, key.size),
        eq(productVariants.color, key.color),
      ),
    )
}

/** Units sold drive the best seller; a cancelled order's units no longer count (never below 0). */
export async function addSoldCount(tx: Executor, productId: string, delta: number): Promise<void> {
  await tx
    .update(products)
    // A sale changes the product: an admin form opened before it must not overwrite its stock.
    .set({ soldCount: sql`greatest(${products.soldCount} + ${delta}, 0)`, updatedAt: new Date() })
    .where(eq(products.id, productId))
}
