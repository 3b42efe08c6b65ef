import type { ProductCard as ProductCardData } from '@shop/shared/product-card'
import { Link } from 'react-router'
import { ProductImage } from '../../../components/ui/product-image'
import { paths } from '../../../config/paths'
import { CardPrice } from '../../../components/card-price'
import { SaleBadge } from '../../../components/sale-badge'

interface ProductCardProps {
  product: ProductCardData
  /** `sizes` for the image: how wide a card is at each breakpoint in this grid. */
  imageSizes: string
  isPriority?: boolean
}

/** A product in a grid: first image with its altText, name, prices; links to the product. */
export function ProductCard({ product, imageSizes, isPriority = false }: ProductCardProps) {
  const image = product.images[0]
  return (
    <Link
      to={paths.product(product._id)}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <div className="relative overflow-hidden rounded-lg">
        {image ? (
          <ProductImage
            url={image.url}
            alt={image.altText || product.name}
            sizes={imageSizes}
            isPriority={isPriority}
            className="transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="aspect-[4/5] w-full bg-stone-200" aria-hidden="true" />
        )}
        <SaleBadge
          price={product.price}
          originalPrice={product.originalPrice}
          className="absolute top-3 left-3"
        />
      </div>
      <h3 className="mt-3 text-sm font-medium text-ink">{product.name}</h3>
      <CardPrice price={product.price} originalPrice={product.originalPrice} />
    </Link>
  )
}
