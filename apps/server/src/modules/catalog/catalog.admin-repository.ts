import type { ProductStatus } from '@shop/shared/admin-products'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { productVariants, products, type NewProductVariantRow } from '../../db/schema/index.js'
import type { ProductValues } from './product.mapper.js'

/** The unique index that keeps a SKU on one variant of the whole catalogue (db/schema/products.ts). */
export const SKU_UNIQUE_INDEX = 'product_variants_sku_idx'

export type VariantValues = Omit<NewProductVariantRow, 'id' | 'productId' | 'position'>

/**
 * Locks the product row for the rest of the transaction. Checkout finalization locks products
 * before their variants too, so an edit and a sale of the same product queue instead of deadlocking.
 */
export async function lockProduct(
  tx: Executor,
  id: string,
): Promise<{ updatedAt: Date } | undefined> {
  const [row] = await tx
    .select({ updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.id, id))
    .for('update')
  return row
}

/** Which of `skus` variants of other products already carry (all products when none is named). */
export async function findSkusUsedElsewhere(
  db: Executor,
  skus: readonly string[],
  exceptProductId?: string,
): Promise<string[]> {
  if (skus.length === 0) return []
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, [...skus]),
        exceptProductId === undefined ? undefined : ne(productVariants.productId, exceptProductId),
      ),
    )
  return rows.map((row) => row.sku)
}

export async function updateProductValues(
  tx: Executor,
  id: string,
  values: ProductValues,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
}

/** Replaces every variant of a product by `variants`, in their given order. */
export async function replaceProductVariants(
  tx: Executor,
  productId: string,
  variants: readonly VariantValues[],
): Promise<void> {
  await tx.delete(productVariants).where(eq(productVariants.productId, productId))
  if (variants.length === 0) return
  await tx
    .insert(productVariants)
    .values(variants.map((variant, position) => ({ ...variant, productId, position })))
}

/**
 * Deletes a product with its variants and cart lines (cascades); order lines keep their copies
 * and lose only their product link (`order_items.product_id` is set null).
 */
export async function deleteProductById(tx: Executor, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id })
  return deleted.length > 0
}

/** A product as a bulk action changes it and its audit entry names it. */
export interface BulkProduct {
  id: string
  name: string
  status: ProductStatus
}

/**
 * Locks the named products in id order, as checkout finalization does, so a bulk action and a
 * sale of the same products queue instead of deadlocking. Ids that name no product are skipped.
 */
export async function lockProductsInIdOrder(
  tx: Executor,
  ids: readonly string[],
): Promise<BulkProduct[]> {
  return tx
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update')
}

/** Deletes the products (variants and cart lines cascade; order lines keep their copies). */
export async function deleteProductsByIds(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx.delete(products).where(inArray(products.id, [...ids]))
}

/** Sets `status` on those of the products that do not have it yet. */
export async function setStatusOfProducts(
  tx: Executor,
  ids: readonly string[],
  status: ProductStatus,
): Promise<void> {
  await tx
    .update(products)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(products.id, [...ids]), ne(products.status, status)))
}
