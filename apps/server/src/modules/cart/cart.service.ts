import { GUEST_ID_REQUIRED_MESSAGE, notEnoughStockMessage, type Cart } from '@shop/shared/cart'
import { isUuid } from '@shop/shared/common'
import { MAX_CART_QUANTITY } from '@shop/shared/limits'
import type { Database, Executor } from '../../db/client.js'
import { badInput, conflict, notFound } from '../../lib/app-error.js'
import type { SessionUser } from '../../plugins/auth.js'
import {
  deleteCart,
  deleteLine,
  findCartId,
  findCartLines,
  findLineQuantity,
  findLinesWithStock,
  findVariantStock,
  lockExistingCart,
  lockOrCreateCart,
  setLineQuantity,
  type CartLineKey,
  type CartOwner,
} from './cart.repository.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.js'
import { findFreeEverywhereOverCents } from '../shipping/shipping.service.js'
import { toCartDto } from './cart.mapper.js'

export const VARIANT_NOT_FOUND_MESSAGE = 'This size and color is not available for this product.'
export const MAX_QUANTITY_MESSAGE = `You can have at most ${String(MAX_CART_QUANTITY)} of one item in your cart.`

/**
 * docs/product-rules.md § Cart: a logged-in caller's cart is the token's user's, whatever the request
 * says; without a token the guest id names the cart and is required.
 */
export function resolveCartOwner(user: SessionUser | null, guestId: string | undefined): CartOwner {
  if (user) return { userId: user.id }
  if (guestId === undefined) throw badInput(GUEST_ID_REQUIRED_MESSAGE)
  return { guestId }
}

/** The cart with what it lacks for free shipping to every zone (docs/product-rules.md § Shipping rates). */
async function readCart(db: Executor, cartId: string | undefined): Promise<Cart> {
  const [lines, freeOverCents] = await Promise.all([
    cartId === undefined ? [] : findCartLines(db, cartId),
    findFreeEverywhereOverCents(db),
  ])
  return toCartDto(cartId ?? null, lines, freeOverCents)
}

/** Whether the owner has a cart already (a change to a guest's first line creates one). */
export async function hasCart(db: Executor, owner: CartOwner): Promise<boolean> {
  return (await findCartId(db, owner)) !== undefined
}

export async function getCart(db: Executor, owner: CartOwner): Promise<Cart> {
  return readCart(db, await findCartId(db, owner))
}

/** The stock of the variant a line names; 404 for an unknown product or size and colour. */
async function getVariantStock(db: Executor, key: CartLineKey): Promise<number> {
  const stock = isUuid(key.productId) ? await findVariantStock(db, key) : undefined
  if (stock === undefined) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  if (stock === null) throw notFound(VARIANT_NOT_FOUND_MESSAGE)
  return stock
}

/**
 * Sets a line to `quantity` after the stock check, in one transaction holding the cart's lock,
 * so parallel requests on one cart never pass the check together. `toQuantity` gets what the
 * line already holds.
 */
async function changeLine(
  db: Database,
  owner: CartOwner,
  key: CartLineKey,
  toQuantity: (held: number) => number,
  isAdding: boolean,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    const stock = await getVariantStock(tx, key)
    const cartId = await lockOrCreateCart(tx, owner)
    const held = await findLineQuantity(tx, cartId, key)
    const quantity = toQuantity(held)
    if (quantity > MAX_CART_QUANTITY) throw conflict(MAX_QUANTITY_MESSAGE)
    if (quantity > stock) throw conflict(notEnoughStockMessage(stock, isAdding ? held : 0))
    await setLineQuantity(tx, cartId, key, quantity)
    return readCart(tx, cartId)
  })
}

/** Adds to the line of the same product, size and colour; the line never exceeds the stock (409). */
export async function addCartItem(
  db: Database,
  owner: CartOwner,
  item: CartLineKey & { quantity: number },
): Promise<Cart> {
  return changeLine(db, owner, item, (held) => held + item.quantity, true)
}

/** Sets a line's quantity (0 removes it); never above the stock (409). */
export async function updateCartItem(
  db: Database,
  owner: CartOwner,
  item: CartLineKey & { quantity: number },
): Promise<Cart> {
  if (item.quantity === 0) return removeCartItem(db, owner, item)
  return changeLine(db, owner, item, () => item.quantity, false)
}

/** Removes a line. Removing one that is not there changes nothing and is not an error. */
export async function removeCartItem(
  db: Executor,
  owner: CartOwner,
  key: CartLineKey,
): Promise<Cart> {
  const cartId = await findCartId(db, owner)
  if (cartId !== undefined && isUuid(key.productId)) await deleteLine(db, cartId, key)
  return readCart(db, cartId)
}

/**
 * docs/product-rules.md § Cart: moves the guest's lines into the user's cart, adding quantities but never
 * beyond the stock, then deletes the guest cart. Lines whose product or variant is gone are
 * dropped. A missing or empty guest cart just answers the user's cart.
 */
export async function mergeGuestCart(db: Database, userId: string, guestId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    const userCartId = await lockOrCreateCart(tx, { userId })
    const guestCartId = await lockExistingCart(tx, { guestId })
    if (guestCartId !== undefined) {
      for (const line of await findLinesWithStock(tx, guestCartId)) {
        const held = await findLineQuantity(tx, userCartId, line)
        const merged = Math.min(held + line.quantity, line.countInStock, MAX_CART_QUANTITY)
        // A moved line keeps the guest's order among the lines.
        if (merged > held) await setLineQuantity(tx, userCartId, line, merged, line.addedAt)
      }
      await deleteCart(tx, guestCartId)
    }
    return readCart(tx, userCartId)
  })
}

/**
 * Empties the owner's cart inside the caller's transaction: docs/product-rules.md § Checkout, the
 * finalized order takes the cart's place. A caller without a cart changes nothing.
 */
export async function clearCart(tx: Executor, owner: CartOwner): Promise<void> {
  const cartId = await lockExistingCart(tx, owner)
  if (cartId !== undefined) await deleteCart(tx, cartId)
}
