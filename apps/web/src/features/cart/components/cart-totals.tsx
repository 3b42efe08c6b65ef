import { describeFreeShippingProgress } from '@shop/shared/shipping-promises'
import { Truck } from 'lucide-react'
import { formatMoney } from '../../../lib/format-money'
import { Button } from '../../../components/ui/button'

interface CartTotalsProps {
  totalPrice: number
  itemCount: number
  /**
   * The server's figure: what the goods lack for free shipping to every zone of the shipping
   * table (0 once they have it); undefined when the shop does not ship free everywhere.
   */
  freeShippingRemaining: number | undefined
  onCheckout: () => void
}

/**
 * The drawer's footer (docs/product-rules.md § Screens): the subtotal with 2 decimals (§ Limits), how far free shipping
 * is, the Checkout button (disabled while the cart is empty) and the spec's note on what
 * checkout adds.
 */
export function CartTotals({
  totalPrice,
  itemCount,
  freeShippingRemaining,
  onCheckout,
}: CartTotalsProps) {
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
      {!isEmpty && freeShippingRemaining !== undefined ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-stone-700">
          <Truck className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
          {describeFreeShippingProgress(freeShippingRemaining)}
        </p>
      ) : null}
      <Button
        type="button"
        onClick={onCheckout}
        disabled={isEmpty}
        variant="primary"
        className="mt-4 h-12 w-full px-6 text-sm tracking-widest uppercase transition disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:hover:bg-stone-300"
      >
        Checkout
      </Button>
      <p className="mt-3 text-center text-xs text-stone-600">
        Shipping, taxes, and discount codes calculated at checkout.
      </p>
    </div>
  )
}
