import type { ProductImage } from './catalog.js'

/**
 * Colour follows the picture (docs/api.md § Product images): a product image may be tagged with
 * the colour it shows. The product page puts the chosen colour's images first, and a cart, checkout
 * or order line shows the image of its colour. An untagged product keeps its own order.
 */

/** Whether any image is tagged with `color`, as the variants spell it. */
export function hasImageOfColor(
  images: readonly ProductImage[],
  color: string | undefined,
): boolean {
  return color !== undefined && images.some((image) => image.color === color)
}

/**
 * The images tagged with `color` first, then the rest, each group in the product's own order.
 * No colour, or a colour no image is tagged with, leaves the order as it is.
 */
export function imagesWithColorFirst<Image extends ProductImage>(
  images: readonly Image[],
  color: string | undefined,
): Image[] {
  if (!hasImageOfColor(images, color)) return [...images]
  return [
    ...images.filter((image) => image.color === color),
    ...images.filter((image) => image.color !== color),
  ]
}

/** The image of a line's colour: the first image tagged with it, else the product's first image. */
export function imageOfColor<Image extends ProductImage>(
  images: readonly Image[],
  color: string | undefined,
): Image | undefined {
  return imagesWithColorFirst(images, color)[0]
}
