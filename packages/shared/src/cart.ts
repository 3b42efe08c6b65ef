import { z } from 'zod'
import { idSchema, moneySchema } from './common.js'
import { GUEST_ID_PATTERN, MAX_CART_QUANTITY, MIN_CART_QUANTITY } from './limits.js'

export const GUEST_ID_REQUIRED_MESSAGE = 'A valid guestId is required when you are not logged in.'

export const guestIdSchema = z
  .string({ error: GUEST_ID_REQUIRED_MESSAGE })
  .regex(GUEST_ID_PATTERN, GUEST_ID_REQUIRED_MESSAGE)

/** docs/product-rules.md § Validation, Product page. */
export const SIZE_AND_COLOR_REQUIRED_MESSAGE =
  'Please select a size and color before adding to cart.'
export const QUANTITY_NOT_WHOLE_MESSAGE = 'Quantity must be a whole number.'

/** Whole JSON numbers only: `"3"`, `true` and `1.5` are refused, never coerced (docs/product-rules.md § Cart). */
const quantitySchema = (min: number, minMessage: string) =>
  z
    .number({ error: QUANTITY_NOT_WHOLE_MESSAGE })
    .int(QUANTITY_NOT_WHOLE_MESSAGE)
    .min(min, minMessage)
    .max(MAX_CART_QUANTITY, `Quantity cannot be more than ${String(MAX_CART_QUANTITY)}.`)

const variantText = z
  .string({ error: SIZE_AND_COLOR_REQUIRED_MESSAGE })
  .trim()
  .min(1, SIZE_AND_COLOR_REQUIRED_MESSAGE)
  .max(100, SIZE_AND_COLOR_REQUIRED_MESSAGE)

/**
 * A line is keyed by (productId, size, color). Identity never comes from the body: a `userId`
 * (or a `price`, `sku`, `name`) is dropped; the token's user, or else `guestId`, owns the cart.
 */
export const cartLineKeySchema = z.object({
  productId: z.string({ error: 'productId is required.' }).min(1, 'productId is required.'),
  size: variantText,
  color: variantText,
  guestId: guestIdSchema.optional(),
})
export type CartLineKey = z.infer<typeof cartLineKeySchema>

/** `POST /api/cart`: adds to the line of the same variant. */
export const addCartItemBodySchema = cartLineKeySchema.extend({
  quantity: quantitySchema(
    MIN_CART_QUANTITY,
    `Quantity must be at least ${String(MIN_CART_QUANTITY)}.`,
  ),
})
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>

/** `PUT /api/cart`: sets the line's quantity; 0 removes the line. */
export const updateCartItemBodySchema = cartLineKeySchema.extend({
  quantity: quantitySchema(0, 'Quantity cannot be negative.'),
})
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>

/** `DELETE /api/cart`. */
export const removeCartItemBodySchema = cartLineKeySchema
export type RemoveCartItemBody = z.infer<typeof removeCartItemBodySchema>

/** `POST /api/cart/merge` (token required): the guest cart to move into the user's. */
export const mergeCartBodySchema = z.object({ guestId: guestIdSchema })
export type MergeCartBody = z.infer<typeof mergeCartBodySchema>

/** `GET /api/cart?guestId=…`; an empty guestId counts as none. */
export const cartQuerySchema = z.object({
  guestId: z.preprocess((value) => (value === '' ? undefined : value), guestIdSchema.optional()),
})
export type CartQuery = z.infer<typeof cartQuerySchema>

/** Name, image and price are the product's at the time of reading, never the client's. */
export const cartLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  price: moneySchema,
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** price × quantity, from the server's pricing (the web never multiplies money). */
  lineTotal: moneySchema,
})
export type CartLine = z.infer<typeof cartLineSchema>

/** `_id` is null while the caller has no cart yet; its products are then empty. */
export const cartSchema = z.object({
  _id: idSchema.nullable(),
  products: z.array(cartLineSchema),
  totalPrice: moneySchema,
  /**
   * What the goods lack for free shipping to every zone of the shipping table (0 once they have
   * it), from the server's pricing, so the drawer never does the sum itself; absent when some
   * zone has no free rate (docs/product-rules.md § Shipping rates).
   */
  freeShippingRemaining: moneySchema.optional(),
})
export type Cart = z.infer<typeof cartSchema>

/** docs/product-rules.md § Cart: a quantity beyond the variant's stock is a 409 with this message. */
export function notEnoughStockMessage(countInStock: number, heldInCart = 0): string {
  if (countInStock <= 0) return 'Not enough stock available. This item is sold out.'
  if (heldInCart > 0) {
    return `Not enough stock available. Only ${String(countInStock)} left and your cart already holds ${String(heldInCart)}.`
  }
  return `Not enough stock available. Only ${String(countInStock)} left.`
}
