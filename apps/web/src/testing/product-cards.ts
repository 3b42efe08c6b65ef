import type { Product } from '@shop/shared/catalog'
import type { ProductCard } from '@shop/shared/product-card'

/**
 * A product as `?fields=card` answers it (docs/api.md, Catalogue), for mocks of the endpoints
 * the grids and strips read.
 */
export function asProductCard(product: Product): ProductCard {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    images: product.images.slice(0, 2),
    colors: [...new Set(product.variants.map((variant) => variant.color))],
    sizes: [...new Set(product.variants.map((variant) => variant.size))],
  }
}
