import { PRODUCT_IMAGE_ASPECT, responsiveImageSources } from '@shop/shared/images'
import type { ImgHTMLAttributes } from 'react'

/** The width every product image is laid out at; the box is reserved, so nothing shifts. */
const LAYOUT_WIDTH = 800

interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> {
  url: string
  alt: string
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string
  /** The hero or first visible image loads eagerly with high priority; the rest lazily. */
  isPriority?: boolean
}

/** A product image in the 4:5 box of the catalogue, with the widths the server stores. */
export function ProductImage({
  url,
  alt,
  sizes,
  isPriority = false,
  className,
  ...rest
}: ProductImageProps) {
  const { src, srcSet } = responsiveImageSources(url)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={LAYOUT_WIDTH}
      height={Math.round(LAYOUT_WIDTH * PRODUCT_IMAGE_ASPECT)}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={`aspect-[4/5] w-full bg-stone-100 object-cover ${className ?? ''}`}
      {...rest}
    />
  )
}
