interface SaleBadgeProps {
  price: number
  /** The former price; the badge shows only when it is above the price. */
  originalPrice?: number
  /** Where the badge sits: a card lays it over the image's corner, the product page inline. */
  className?: string
}

/** A product is discounted when its former price is above what it costs now. */
export function isDiscounted(price: number, originalPrice: number | undefined): boolean {
  return originalPrice !== undefined && originalPrice > price
}

/**
 * The one Sale badge of the storefront: every product card and the product page render it, so
 * a discounted product reads the same wherever it shows. Nothing renders without a discount.
 */
export function SaleBadge({ price, originalPrice, className = '' }: SaleBadgeProps) {
  if (!isDiscounted(price, originalPrice)) return null
  return (
    <span
      className={`inline-block rounded-full bg-brand-700 px-2.5 py-1 text-xs leading-none font-semibold text-white ${className}`}
    >
      Sale
    </span>
  )
}
