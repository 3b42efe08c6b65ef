import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products } from '../../db/schema/index.js'

/*
 * Stock and sold counts are catalogue columns. Cancelling an order (or taking it back) moves
 * them here, inside the transaction that holds their locks, as checkout/finalize-order.ts does:
 * the catalogue service has no stock writer yet.
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
 * Locks the products, then their variants, each in id order (the order finalizing a checkout
 * uses, so the two never wait on each other in a circle), and answers the stock they hold.
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

/** Units sold drive the best seller; a cancelled order's units no longer count. */
export async function addSoldCount(tx: Executor, productId: string, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ soldCount: sql`greatest(${products.soldCount} + ${delta}, 0)` })
    .where(eq(products.id, productId))
}
