import type { ProductVariant } from '@shop/shared/catalog'
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY, SIZES } from '@shop/shared/limits'

/**
 * The stock cap of docs/product-rules.md § States: what a shopper may still add of a variant is its stock minus what
 * the cart already holds of the same product, size and colour. Pure, so every rule is unit-tested.
 */

/** How many of a (size, colour) of this product the cart already holds. */
export type HeldQuantity = (size: string, color: string) => number

type StockVariant = Pick<ProductVariant, 'size' | 'color' | 'countInStock'>

/** docs/product-rules.md § Validation, Product page: the two messages of the add-to-cart button. */
export const SELECTION_REQUIRED_MESSAGE = 'Please select a size and color before adding to cart.'
export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock available.'

export function findVariant<Variant extends StockVariant>(
  variants: readonly Variant[],
  size: string,
  color: string,
): Variant | undefined {
  return variants.find((variant) => variant.size === size && variant.color === color)
}

/**
 * What is left to add of one variant: its stock (never above a line's maximum) minus what the
 * cart holds. Zero or less means the variant is at its cart limit; an unknown variant has none.
 */
export function remainingStock(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  size: string,
  color: string,
): number {
  const variant = findVariant(variants, size, color)
  if (!variant) return 0
  return Math.min(variant.countInStock, MAX_CART_QUANTITY) - heldQuantity(size, color)
}

/** The colours of the product, in the order its variants first name them. */
export function listColors(variants: readonly StockVariant[]): string[] {
  return [...new Set(variants.map((variant) => variant.color))]
}

/** The sizes a colour comes in, along the size scale (XS to XXL); unknown sizes follow. */
export function listSizes(variants: readonly StockVariant[], color: string): string[] {
  const sizes = [
    ...new Set(
      variants.filter((variant) => variant.color === color).map((variant) => variant.size),
    ),
  ]
  const rank = (size: string) => {
    const index = SIZES.findIndex((known) => known === size)
    return index === -1 ? SIZES.length : index
  }
  // Array#sort is stable: unknown sizes keep the order the variants give them.
  return sizes.sort((a, b) => rank(a) - rank(b))
}

/** docs/product-rules.md § States: a size is disabled when the chosen colour has 0 or less of it left. */
export function isSizeDisabled(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  color: string,
  size: string,
): boolean {
  return remainingStock(variants, heldQuantity, size, color) <= 0
}

/** docs/product-rules.md § States: a colour is disabled when every size of it is at its cart limit. */
export function isColorDisabled(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  color: string,
): boolean {
  return listSizes(variants, color).every((size) =>
    isSizeDisabled(variants, heldQuantity, color, size),
  )
}

/** docs/product-rules.md § Screens: 'Sold Out' when all variants are at their limit (or there are none). */
export function isSoldOut(variants: readonly StockVariant[], heldQuantity: HeldQuantity): boolean {
  return variants.every(
    (variant) => remainingStock(variants, heldQuantity, variant.size, variant.color) <= 0,
  )
}

/** The first size of the colour, along the size scale, that can still be added. */
export function firstAvailableSize(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  color: string,
): string | undefined {
  return listSizes(variants, color).find(
    (size) => !isSizeDisabled(variants, heldQuantity, color, size),
  )
}

/** A quantity between the cart minimum and what is left (the minimum when nothing is left). */
export function clampQuantity(quantity: number, available: number): number {
  return Math.max(MIN_CART_QUANTITY, Math.min(quantity, available))
}

export interface Selection {
  size: string | undefined
  color: string | undefined
  quantity: number
}

/**
 * Why the selection cannot go to the cart, as the message of docs/product-rules.md § Validation, or undefined when it
 * can: a size and colour are required, and the quantity must not exceed what is left.
 */
export function getSelectionProblem(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  { size, color, quantity }: Selection,
): string | undefined {
  if (!size || !color || !findVariant(variants, size, color)) return SELECTION_REQUIRED_MESSAGE
  if (quantity > remainingStock(variants, heldQuantity, size, color))
    return NOT_ENOUGH_STOCK_MESSAGE
  return undefined
}

/**
 * The selection the page opens with (docs/product-rules.md § Screens): the first variant's colour and that variant's
 * size. Where that size is already at its cart limit, the colour's first size still left takes
 * its place; when the colour has none left, no size is chosen and the shopper picks another colour.
 */
export function getInitialSelection(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
): { size: string | undefined; color: string | undefined } {
  const first = variants[0]
  if (!first) return { size: undefined, color: undefined }
  return {
    color: first.color,
    size: isSizeDisabled(variants, heldQuantity, first.color, first.size)
      ? firstAvailableSize(variants, heldQuantity, first.color)
      : first.size,
  }
}

/**
 * docs/product-rules.md § Validation: after a colour change, the size stays when the new colour still has it left;
 * otherwise the first size left of that colour is taken (none when the colour is sold out).
 */
export function getSizeAfterColorChange(
  variants: readonly StockVariant[],
  heldQuantity: HeldQuantity,
  color: string,
  size: string | undefined,
): string | undefined {
  if (
    size !== undefined &&
    findVariant(variants, size, color) &&
    !isSizeDisabled(variants, heldQuantity, color, size)
  ) {
    return size
  }
  return firstAvailableSize(variants, heldQuantity, color)
}
