import type { ProductCard as ProductCardData } from '@shop/shared/product-card'
import { Link } from 'react-router'
import { paths } from '../config/paths'
import { CardPrice } from './card-price'
import { ProductImage } from './ui/product-image'
import { SaleBadge } from './sale-badge'
import { focusRing } from './ui/focus-ring'

interface ProductCardProps {
  product: ProductCardData
  /** `sizes` for the image: how wide a card is at each breakpoint in this grid or row. */
  imageSizes: string
  isPriority?: boolean
  /**
   * `strip`: the card sits in a row the mouse drags sideways (the home page's new arrivals), so
   * neither it nor its picture is dragged itself, and a long name stays on one line.
   */
  layout?: 'grid' | 'strip'
  /** In a strip: the row is being dragged, so the card shows the grabbing cursor too. */
  isDragging?: boolean
}

/**
 * A product in a grid or a strip: first image with its altText (or a blank of the same shape),
 * the Sale badge, name and prices; links to the product.
 */
export function ProductCard({
  product,
  imageSizes,
  isPriority = false,
  layout = 'grid',
  isDragging = false,
}: ProductCardProps) {
  const image = product.images[0]
  const inStrip = layout === 'strip'
  return (
    <Link
      to={paths.product(product._id)}
      draggable={inStrip ? false : undefined}
      className={`group block rounded-lg ${focusRing.wide} ${
        inStrip && isDragging ? ' cursor-grabbing' : ''
      }`}
    >
      <div className={`relative overflow-hidden rounded-lg${inStrip ? ' bg-stone-100' : ''}`}>
        {image ? (
          <ProductImage
            url={image.url}
            alt={image.altText || product.name}
            sizes={imageSizes}
            isPriority={isPriority}
            draggable={inStrip ? false : undefined}
            className={`transition-transform duration-500 group-hover:scale-105${
              inStrip ? ' motion-reduce:transition-none' : ''
            }`}
          />
        ) : (
          <div
            className={`aspect-[4/5] w-full${inStrip ? '' : ' bg-stone-200'}`}
            aria-hidden="true"
          />
        )}
        <SaleBadge
          price={product.price}
          originalPrice={product.originalPrice}
          className="absolute top-3 left-3"
        />
      </div>
      <h3
        className={
          inStrip
            ? 'mt-3 truncate text-sm font-medium text-ink group-hover:underline'
            : 'mt-3 text-sm font-medium text-ink'
        }
      >
        {product.name}
      </h3>
      <CardPrice price={product.price} originalPrice={product.originalPrice} />
    </Link>
  )
}
