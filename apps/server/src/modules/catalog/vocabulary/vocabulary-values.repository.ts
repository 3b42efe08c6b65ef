import type { VocabularyList } from '@shop/shared/catalog-vocabulary'
import { and, asc, countDistinct, inArray, sql, type AnyColumn } from 'drizzle-orm'
import type { Executor } from '../../../db/client.js'
import { cartLines, productVariants, products } from '../../../db/schema/index.js'

/**
 * The products' side of the managed vocabularies (docs/decisions/014-back-office-at-scale.md):
 * products keep their values as text, so a rename rewrites them here, in the transaction of the
 * rename, and a delete first counts who still uses the value. Values compare without regard to
 * case, as the shop's filters do.
 */

const lowerEquals = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`

/** How many products use `name` in `list` (a size or colour counts once per product). */
export async function countProductsUsing(
  db: Executor,
  list: VocabularyList,
  name: string,
): Promise<number> {
  if (list === 'categories' || list === 'genders') {
    const column = list === 'categories' ? products.category : products.gender
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(lowerEquals(column, name))
    return row?.count ?? 0
  }
  const column = list === 'sizes' ? productVariants.size : productVariants.color
  const [row] = await db
    .select({ count: countDistinct(productVariants.productId) })
    .from(productVariants)
    .where(lowerEquals(column, name))
  return row?.count ?? 0
}

/**
 * Renames a value on every product that uses it: the product or variant column, the cart lines
 * that name the variant by size and colour, and the images tagged with a renamed colour. The
 * touched products get a new `updatedAt`, so a form opened before the rename asks for a reload.
 * Returns how many products changed.
 */
export async function renameProductValue(
  tx: Executor,
  list: VocabularyList,
  from: string,
  to: string,
): Promise<number> {
  const now = new Date()
  if (list === 'categories' || list === 'genders') {
    const column = list === 'categories' ? products.category : products.gender
    const changed = await tx
      .update(products)
      .set(
        list === 'categories' ? { category: to, updatedAt: now } : { gender: to, updatedAt: now },
      )
      .where(lowerEquals(column, from))
      .returning({ id: products.id })
    return changed.length
  }

  const column = list === 'sizes' ? productVariants.size : productVariants.color
  // Products before their variants, in id order, as checkout locks them: the two never deadlock.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        tx
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(lowerEquals(column, from)),
      ),
    )
    .orderBy(asc(products.id))
    .for('update')
  const variants = await tx
    .update(productVariants)
    .set(list === 'sizes' ? { size: to } : { color: to })
    .where(lowerEquals(column, from))
    .returning({ productId: productVariants.productId })
  const productIds = [...new Set(variants.map((variant) => variant.productId))]
  if (productIds.length === 0) return 0

  const cartColumn = list === 'sizes' ? cartLines.size : cartLines.color
  await tx
    .update(cartLines)
    .set(list === 'sizes' ? { size: to } : { color: to })
    .where(and(inArray(cartLines.productId, productIds), lowerEquals(cartColumn, from)))

  // Image tags name a colour too (docs/product-rules.md § Catalogue: images[].color); the array keeps its order.
  const retaggedImages =
    list === 'colors'
      ? {
          images: sql`(
          select coalesce(jsonb_agg(
            case when lower(image->>'color') = lower(${from})
              then jsonb_set(image, '{color}', to_jsonb(${to}::text))
              else image end
            order by position), '[]'::jsonb)
          from jsonb_array_elements(${products.images}) with ordinality as entry(image, position)
        )`,
        }
      : {}
  await tx
    .update(products)
    .set({ ...retaggedImages, updatedAt: now })
    .where(inArray(products.id, productIds))
  return productIds.length
}
