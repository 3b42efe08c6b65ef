import { formatMoney } from '../../../lib/format-money'
import { CheckoutItemList, type ListedItem } from './checkout-item-list'

interface CheckoutSummaryProps {
  items: ListedItem[]
  subtotal: number
  /** null until a shipping option is chosen. */
  shippingCost: number | null
  total: number
}

/** shop-spec §2 Checkout: the order summary with items, subtotal, shipping and total. */
export function CheckoutSummary({ items, subtotal, shippingCost, total }: CheckoutSummaryProps) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="summary-heading" className="text-lg font-bold tracking-tight">
        Order Summary
      </h2>
      <div className="mt-6">
        <CheckoutItemList items={items} />
      </div>
      <dl className="mt-6 space-y-3 border-t border-stone-200 pt-6 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">Shipping</dt>
          <dd className="font-semibold tabular-nums">
            {shippingCost === null
              ? 'Select a method'
              : shippingCost === 0
                ? 'Free'
                : formatMoney(shippingCost)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-4 text-base">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold tabular-nums" data-testid="checkout-total">
            {formatMoney(total)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
