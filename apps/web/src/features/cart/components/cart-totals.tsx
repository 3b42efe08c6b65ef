import { formatMoney } from '../../../lib/format-money'

interface CartTotalsProps {
  totalPrice: number
  itemCount: number
  onCheckout: () => void
}

/**
 * The drawer's footer (shop-spec §2): the subtotal with 2 decimals (§9), the Checkout button
 * (disabled while the cart is empty) and the spec's note on what checkout adds.
 */
export function CartTotals({ totalPrice, itemCount, onCheckout }: CartTotalsProps) {
  const isEmpty = itemCount === 0
  return (
    <div>
      <dl className="flex items-baseline justify-between gap-4">
        <dt className="text-sm text-stone-700">
          Subtotal{' '}
          <span className="text-stone-500">
            ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </span>
        </dt>
        <dd className="text-lg font-semibold text-ink tabular-nums">{formatMoney(totalPrice)}</dd>
      </dl>
      <button
        type="button"
        onClick={onCheckout}
        disabled={isEmpty}
        className="mt-4 h-12 w-full rounded-full bg-ink px-6 text-sm font-semibold tracking-widest text-white uppercase transition hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:hover:bg-stone-300"
      >
        Checkout
      </button>
      <p className="mt-3 text-center text-xs text-stone-600">
        Shipping, taxes, and discount codes calculated at checkout.
      </p>
    </div>
  )
}
