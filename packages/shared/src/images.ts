/**
 * Images the shop stores itself are kept in a few widths for `srcset`. The stored URL names its
 * largest width (`/uploads/<name>.w800.webp`); each narrower copy sits beside it
 * (`/uploads/<name>.w400.webp`). Any other URL (an image hosted elsewhere) is used as it is.
 *
 * A picture cut to a shape (the home hero's wide and tall crops) carries the shape in its name,
 * `<name>-wide.w1920.webp` beside `<name>-wide.w960.webp`, so its widths are the shape's own.
 */

/** Widths every stored image is re-encoded to, narrowest first. */
export const IMAGE_WIDTHS = [400, 800] as const

/** Height over width of product images: the grid reserves this box so nothing shifts. */
export const PRODUCT_IMAGE_ASPECT = 5 / 4

/** A crop a picture is cut to: the name's suffix, the crop's full size, and its widths. */
export interface ImageShape {
  suffix: string
  width: number
  height: number
  /** Narrowest first; the last is `width`. */
  widths: readonly number[]
}

/** The hero's crop for landscape screens from 768 px: 16:9, covering the screen. */
export const HERO_WIDE: ImageShape = {
  suffix: 'wide',
  width: 1920,
  height: 1080,
  widths: [960, 1920],
}
/** The hero's crop for phones and portrait screens: 3:4 at the screen's full width. */
export const HERO_TALL: ImageShape = {
  suffix: 'tall',
  width: 900,
  height: 1200,
  widths: [450, 900],
}

const SHAPES: readonly ImageShape[] = [HERO_WIDE, HERO_TALL]

const STORED_IMAGE = /^(?<base>.+)\.w(?<width>\d+)\.webp$/

/** `/uploads/ab12.w800.webp` for the file stored as `ab12` at `width` pixels. */
export function storedImageUrl(base: string, width: number): string {
  return `${base}.w${String(width)}.webp`
}

/** The name a shaped copy is stored under: `ab12` cut to HERO_WIDE is `ab12-wide`. */
export function shapedImageBase(base: string, shape: ImageShape): string {
  return `${base}-${shape.suffix}`
}

/** The shape a stored name was cut to (by its suffix), or undefined for a plain stored image. */
export function imageShapeOf(url: string): ImageShape | undefined {
  const base = STORED_IMAGE.exec(url)?.groups?.base
  return base === undefined ? undefined : SHAPES.find((shape) => base.endsWith(`-${shape.suffix}`))
}

export interface ResponsiveImageSources {
  src: string
  /** Undefined when the image is not one of ours in several widths. */
  srcSet?: string
}

/**
 * The `src` and `srcset` to render for a stored image URL (a product's, a hero's crop). Every
 * stored image is kept at the width its URL names and at half of it: 400 and 800 px
 * (IMAGE_WIDTHS), 960 and 1920 (HERO_WIDE), 450 and 900 (HERO_TALL); images.test.ts holds every
 * shape to that rule. No copy is narrower than IMAGE_WIDTHS' first. One rule for all keeps the
 * storefront's first script small (docs/performance.md § Build size).
 */
export function responsiveImageSources(url: string): ResponsiveImageSources {
  const match = STORED_IMAGE.exec(url)
  if (!match?.groups) return { src: url }
  const base = match.groups.base ?? ''
  const largest = Number(match.groups.width)
  const widths = largest / 2 >= IMAGE_WIDTHS[0] ? [largest / 2, largest] : [largest]
  const srcSet = widths
    .map((width) => `${storedImageUrl(base, width)} ${String(width)}w`)
    .join(', ')
  return { src: url, srcSet }
}
