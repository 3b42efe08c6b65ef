import { formatPrice } from '../lib/format-money'

interface CardPriceProps {
  price: number
  /** Shown struck through when it is above the price. */
  originalPrice?: number
}

/** The price line of a product card: the price, and the former one struck through on sale. */
export function CardPrice({ price, originalPrice }: CardPriceProps) {
  const isOnSale = originalPrice !== undefined && originalPrice > price
  return (
    <p className="mt-1 flex items-baseline gap-2 text-sm">
      <span className={isOnSale ? 'font-semibold text-brand-700' : 'font-semibold'}>
        {formatPrice(price)}
      </span>
      {isOnSale ? (
        <del className="text-stone-500">
          <span className="sr-only">Was </span>
          {formatPrice(originalPrice)}
        </del>
      ) : null}
    </p>
  )
}
