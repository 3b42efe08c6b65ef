import type { ProductCard as ProductCardData } from '@shop/shared/product-card'
import { ProductCard } from '../../../components/product-card'

interface ProductGridProps {
  products: readonly ProductCardData[] | undefined
  isLoading: boolean
  /** The message of a failed load; shown as 'Error: {message}' (docs/product-rules.md § Screens). */
  errorMessage?: string
  /** How many cards load eagerly (the ones above the fold). */
  priorityCount?: number
  /** How wide a card shows per breakpoint, for the images' `sizes` (narrower beside a sidebar). */
  imageSizes?: string
}

/** Width of a card per breakpoint in a full-width grid, for the images' `sizes`. */
export const FULL_WIDTH_CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw'

/** docs/product-rules.md § Screens, Product grid: 'Loading...', 'Error: {message}', 'No products found.' or cards. */
export function ProductGrid({
  products,
  isLoading,
  errorMessage,
  priorityCount = 0,
  imageSizes = FULL_WIDTH_CARD_SIZES,
}: ProductGridProps) {
  if (isLoading) {
    return (
      <p role="status" className="py-12 text-center text-stone-600">
        Loading...
      </p>
    )
  }
  if (errorMessage !== undefined) {
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        Error: {errorMessage}
      </p>
    )
  }
  if (!products || products.length === 0) {
    return <p className="py-12 text-center text-stone-600">No products found.</p>
  }
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            imageSizes={imageSizes}
            isPriority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  )
}
