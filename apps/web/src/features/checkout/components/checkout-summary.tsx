import type { ReactNode } from 'react'
import { PriceBreakdown } from '../../../components/price-breakdown'
import { formatMoney } from '../../../lib/format-money'
import type { CheckoutFigures } from '../checkout-figures'
import { CheckoutItemList } from './checkout-item-list'

interface CheckoutSummaryProps {
  /** The server's figures; null until the first quote arrives. */
  figures: CheckoutFigures | null
  /** A new quote is on its way: the figures shown are the last ones. */
  isUpdating: boolean
  /** Why the basket could not be priced (docs/product-rules.md § Errors: 'Error: ' and the server's message). */
  error: string | null
  /** "Estimated delivery: …" once an option is chosen. */
  estimatedDelivery: string | null
  /** The discount code field, between the lines and the money. */
  discountCode: ReactNode
  /** The store credit switch under it, when the customer has a balance. */
  storeCredit?: ReactNode
}

/**
 * docs/product-rules.md § Screens, Checkout: the order summary with items, subtotal, shipping and total, plus the
 * discount and tax the server priced (docs/product-rules.md § Money). With store credit, the credit
 * spent and the amount due follow the total on lines of their own. Every figure is the server's.
 */
export function CheckoutSummary({
  figures,
  isUpdating,
  error,
  estimatedDelivery,
  discountCode,
  storeCredit,
}: CheckoutSummaryProps) {
  return (
    <section
      aria-labelledby="summary-heading"
      aria-busy={isUpdating}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id="summary-heading" className="text-lg font-bold tracking-tight">
        Order Summary
      </h2>
      {figures ? (
        <div className="mt-6">
          <CheckoutItemList
            items={figures.items.map((item) => ({
              ...item,
              key: `${item.productId}|${item.size}|${item.color}`,
            }))}
          />
        </div>
      ) : null}
      <div className="mt-6 space-y-4 border-t border-stone-200 pt-6">
        {discountCode}
        {storeCredit}
      </div>
      {error ? (
        <p role="alert" className="mt-6 text-sm font-medium text-red-700">
          Error: {error}
        </p>
      ) : null}
      {figures ? (
        <div
          className={`mt-6 border-t border-stone-200 pt-6 transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
        >
          <PriceBreakdown
            subtotal={figures.subtotal}
            discount={figures.discount}
            discountCode={figures.discountCode}
            shippingLabel={figures.shippingOption?.label ?? null}
            shipping={figures.shippingOption ? figures.shipping : null}
            tax={figures.tax}
            total={figures.total}
          />
          {figures.storeCreditApplied > 0 ? (
            <dl className="mt-3 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-stone-700">Store credit</dt>
                <dd className="font-semibold tabular-nums">
                  {formatMoney(-figures.storeCreditApplied)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-bold">
                <dt>Amount due</dt>
                <dd className="tabular-nums">{formatMoney(figures.amountDue)}</dd>
              </div>
            </dl>
          ) : null}
          {estimatedDelivery ? (
            <p className="mt-4 text-sm text-stone-600">Estimated delivery: {estimatedDelivery}</p>
          ) : null}
        </div>
      ) : error ? null : (
        <p className="mt-6 text-sm text-stone-600">Loading...</p>
      )}
    </section>
  )
}
