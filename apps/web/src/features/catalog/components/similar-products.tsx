import { getErrorMessage } from '../../../lib/get-error-message'
import { useGetSimilarProductsQuery } from '../catalog-api'
import { ProductGrid } from './product-grid'

interface SimilarProductsProps {
  productId: string
}

/** docs/product-rules.md § Screens, Product detail: products like this one, below it; hidden when there are none. */
export function SimilarProducts({ productId }: SimilarProductsProps) {
  const { currentData: products, isFetching, error } = useGetSimilarProductsQuery(productId)
  if (!isFetching && error === undefined && products?.length === 0) return null

  return (
    <section
      aria-labelledby="similar-products-heading"
      className="mt-20 border-t border-stone-200 pt-14"
    >
      <h2
        id="similar-products-heading"
        className="text-center text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
      >
        You May Also Like
      </h2>
      <div className="mt-10">
        <ProductGrid
          products={products}
          isLoading={isFetching && products === undefined}
          errorMessage={
            error === undefined ? undefined : getErrorMessage(error, 'Failed to load products')
          }
        />
      </div>
    </section>
  )
}
