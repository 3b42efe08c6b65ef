/**
 * Product images the shop stores itself are kept in a few widths for `srcset`. The stored URL
 * names its largest width (`/uploads/<name>.w800.webp`); each narrower copy sits beside it
 * (`/uploads/<name>.w400.webp`). Any other URL (an image hosted elsewhere) is used as it is.
 */

/** Widths every stored image is re-encoded to, narrowest first. */
export const IMAGE_WIDTHS = [400, 800] as const

/** Height over width of product images: the grid reserves this box so nothing shifts. */
export const PRODUCT_IMAGE_ASPECT = 5 / 4

const STORED_IMAGE = /^(?<base>.+)\.w(?<width>\d+)\.webp$/

/** `/uploads/ab12.w800.webp` for the file stored as `ab12` at `width` pixels. */
export function storedImageUrl(base: string, width: number): string {
  return `${base}.w${String(width)}.webp`
}

export interface ResponsiveImageSources {
  src: string
  /** Undefined when the image is not one of ours in several widths. */
  srcSet?: string
}

/** The `src` and `srcset` to render for a product image URL. */
export function responsiveImageSources(url: string): ResponsiveImageSources {
  const match = STORED_IMAGE.exec(url)
  if (!match?.groups) return { src: url }
  const base = match.groups.base ?? ''
  const largest = Number(match.groups.width)
  const widths = IMAGE_WIDTHS.filter((width) => width < largest)
  const srcSet = [...widths, largest]
    .map((width) => `${storedImageUrl(base, width)} ${String(width)}w`)
    .join(', ')
  return { src: url, srcSet }
}
