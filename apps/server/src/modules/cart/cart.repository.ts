import type { ProductImage } from '@shop/shared/catalog'
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { cartLines, carts, productVariants, products } from '../../db/schema/index.js'

/** Whose cart: the token's user, or else a guest id (docs/product-rules.md § Cart). Never both. */
export type CartOwner = { userId: string; guestId?: never } | { guestId: string; userId?: never }

export interface CartLineKey {
  productId: string
  size: string
  color: string
}

/** A line as the shopper sees it: name, images and price are the product's current ones. */
export interface CartLineRecord extends CartLineKey {
  name: string
  images: ProductImage[]
  priceCents: number
  quantity: number
}

const ownedBy = (owner: CartOwner) =>
  owner.userId === undefined ? eq(carts.guestId, owner.guestId) : eq(carts.userId, owner.userId)

const lineOf = (cartId: string, key: CartLineKey) =>
  and(
    eq(cartLines.cartId, cartId),
    eq(cartLines.productId, key.productId),
    eq(cartLines.size, key.size),
    eq(cartLines.color, key.color),
  )

export async function findCartId(db: Executor, owner: CartOwner): Promise<string | undefined> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner))
  return cart?.id
}

/**
 * The owner's cart, created when missing, and locked until the transaction ends: changes to one
 * cart run one after the other, so two adds at once cannot both pass the stock check.
 */
export async function lockOrCreateCart(tx: Executor, owner: CartOwner): Promise<string> {
  const [cart] = await tx
    .insert(carts)
    .values(owner.userId === undefined ? { guestId: owner.guestId } : { userId: owner.userId })
    .onConflictDoUpdate({
      target: owner.userId === undefined ? carts.guestId : carts.userId,
      set: { updatedAt: new Date() },
    })
    .returning({ id: carts.id })
  if (!cart) throw new Error('Upserting a cart returned no row')
  return cart.id
}

/** An existing cart, locked until the transaction ends; undefined when the owner has none. */
export async function lockExistingCart(
  tx: Executor,
  owner: CartOwner,
): Promise<string | undefined> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for('update')
  return cart?.id
}

/**
 * Lines in the order they were added. A line shows only while its product is in the shop and
 * its size and colour exist: a deleted product's lines are gone with it, a draft's and a
 * removed variant's are hidden.
 */
export async function findCartLines(db: Executor, cartId: string): Promise<CartLineRecord[]> {
  return db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      color: cartLines.color,
      quantity: cartLines.quantity,
      name: products.name,
      images: products.images,
      priceCents: products.priceCents,
    })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), eq(products.status, 'active')))
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.productId, cartLines.productId),
        eq(productVariants.size, cartLines.size),
        eq(productVariants.color, cartLines.color),
      ),
    )
    .where(eq(cartLines.cartId, cartId))
    .orderBy(
      asc(cartLines.addedAt),
      asc(cartLines.productId),
      asc(cartLines.size),
      asc(cartLines.color),
    )
}

/**
 * The stock of a product's size and colour: undefined when the product does not exist (or is a
 * draft, which the shop does not sell), null when it exists without that variant.
 */
export async function findVariantStock(
  db: Executor,
  key: CartLineKey,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ countInStock: productVariants.countInStock })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        eq(productVariants.size, key.size),
        eq(productVariants.color, key.color),
      ),
    )
    .where(and(eq(products.id, key.productId), eq(products.status, 'active')))
  return row === undefined ? undefined : row.countInStock
}

export async function findLineQuantity(
  db: Executor,
  cartId: string,
  key: CartLineKey,
): Promise<number> {
  const [line] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(lineOf(cartId, key))
  return line?.quantity ?? 0
}

/** The lines of a cart with the current stock of their variants (lines without one are left out). */
export async function findLinesWithStock(
  db: Executor,
  cartId: string,
): Promise<(CartLineKey & { quantity: number; addedAt: Date; countInStock: number })[]> {
  return db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      color: cartLines.color,
      quantity: cartLines.quantity,
      addedAt: cartLines.addedAt,
      countInStock: productVariants.countInStock,
    })
    .from(cartLines)
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.productId, cartLines.productId),
        eq(productVariants.size, cartLines.size),
        eq(productVariants.color, cartLines.color),
      ),
    )
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt))
}

/**
 * Inserts the line or replaces its quantity. A new line goes last, or at `addedAt` when it
 * moves from another cart; an existing line keeps its place.
 */
export async function setLineQuantity(
  tx: Executor,
  cartId: string,
  key: CartLineKey,
  quantity: number,
  addedAt?: Date,
): Promise<void> {
  await tx
    .insert(cartLines)
    .values({
      cartId,
      productId: key.productId,
      size: key.size,
      color: key.color,
      quantity,
      ...(addedAt === undefined ? {} : { addedAt }),
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.productId, cartLines.size, cartLines.color],
      set: { quantity },
    })
}

export async function deleteLine(db: Executor, cartId: string, key: CartLineKey): Promise<void> {
  await db.delete(cartLines).where(lineOf(cartId, key))
}

export async function deleteCart(db: Executor, cartId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId))
}

/**
 * Deletes up to `batchSize` guest carts untouched since `cutoff` (their lines go with them) and
 * answers how many. Carts another transaction holds right now are skipped: a guest adding to an
 * old cart at this moment keeps it, and instances sweeping at once never wait on each other.
 */
export async function deleteGuestCartsUntouchedSince(
  db: Executor,
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  const stale = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNotNull(carts.guestId), lt(carts.updatedAt, cutoff)))
    .limit(batchSize)
    .for('update', { skipLocked: true })
  const deleted = await db.delete(carts).where(inArray(carts.id, stale)).returning({ id: carts.id })
  return deleted.length
}
