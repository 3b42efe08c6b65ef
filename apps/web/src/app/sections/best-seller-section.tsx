import { useGetBestSellerQuery } from '../../features/catalog/catalog-api'
import { SectionHeading } from '../../features/home/components/section-heading'
import { getErrorMessage } from '../../lib/get-error-message'
import { PurchasableProduct } from './purchasable-product'

/** The home page's best seller, shown as a full product detail (docs/product-rules.md § Overview). */
export function BestSellerSection() {
  const { data: product, isLoading, error } = useGetBestSellerQuery(undefined)

  return (
    <section
      aria-labelledby="best-seller-heading"
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="best-seller-heading"
        title="Best Seller"
        description="The piece our customers reach for most, ready to add to your cart."
      />
      {isLoading ? (
        <p role="status" className="py-12 text-center text-stone-600">
          Loading...
        </p>
      ) : error !== undefined ? (
        <p role="alert" className="py-12 text-center text-red-700">
          Error: {getErrorMessage(error, 'Failed to load the best seller')}
        </p>
      ) : product ? (
        <PurchasableProduct product={product} headingLevel={3} isEmbedded />
      ) : null}
    </section>
  )
}
