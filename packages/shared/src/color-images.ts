import type { ProductImage } from './catalog.js'

/**
 * Colour follows the picture (docs/api.md § Product images): a product image may be tagged with
 * the colour it shows. The product page puts the chosen colour's images first, and a cart, checkout
 * or order line shows the image of its colour. An untagged product keeps its own order.
 */

/**
 * The images tagged with `color` first, then the rest, each group in the product's own order.
 * No colour, or a colour no image is tagged with, leaves the order as it is.
 */
export function imagesWithColorFirst<Image extends ProductImage>(
  images: readonly Image[],
  color: string | undefined,
): Image[] {
  if (color === undefined) return [...images]
  const ofColor = images.filter((image) => image.color === color)
  if (ofColor.length === 0) return [...images]
  return [...ofColor, ...images.filter((image) => image.color !== color)]
}

/** The image of a line's colour: the first image tagged with it, else the product's first image. */
export function imageOfColor<Image extends ProductImage>(
  images: readonly Image[],
  color: string | undefined,
): Image | undefined {
  return imagesWithColorFirst(images, color)[0]
}
