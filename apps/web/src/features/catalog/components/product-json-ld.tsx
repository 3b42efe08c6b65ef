import type { Product } from '@shop/shared/catalog'
import { CURRENCY } from '@shop/shared/limits'
import { paths } from '../../../config/paths'
import { usePublicOrigin } from '../../../lib/public-origin'

/**
 * schema.org Product data for search engines. A JSON-LD block is data, never run, so the
 * Content-Security-Policy's script-src 'self' does not apply to it (and React renders it without
 * its script warning).
 */
export function buildProductJsonLd(product: Product, origin: string) {
  const isInStock = product.variants.some((variant) => variant.countInStock > 0)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((image) => new URL(image.url, origin).href),
    sku: product.variants[0]?.sku,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: CURRENCY,
      availability: isInStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: new URL(paths.product(product._id), origin).href,
    },
  }
}

interface ProductJsonLdProps {
  product: Product
}

export function ProductJsonLd({ product }: ProductJsonLdProps) {
  const origin = usePublicOrigin()
  // "<" escaped: a name containing "</script>" can never end the block early.
  const json = JSON.stringify(buildProductJsonLd(product, origin)).replaceAll('<', '\\u003c')
  return <script type="application/ld+json">{json}</script>
}
