import { describeFreeShippingOffer } from '@shop/shared/shipping-promises'
import type { ShippingSummaryRate } from '@shop/shared/shipping-summary'
import { formatMoney, formatPrice } from '../../../lib/format-money'
import { useShippingSummary } from '../../../lib/shipping-summary-api'

/** "About 5 business days · free on orders over $100": what a rate's line says below its price. */
function describeRate(rate: ShippingSummaryRate): string {
  const parts: string[] = []
  if (rate.estimatedDays !== undefined) {
    parts.push(
      rate.estimatedDays === 1
        ? 'The next business day'
        : `About ${String(rate.estimatedDays)} business days`,
    )
  }
  if (rate.freeOver !== undefined && rate.cost > 0) {
    parts.push(`free on orders over ${formatPrice(rate.freeOver)}`)
  }
  const text = parts.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The shipping page's rates, read from the shipping table (docs/product-rules.md § Shipping
 * rates): each zone with its countries and its rates, price, days and free-over amount. The page
 * says what the checkout charges, whatever the owner's text above it says. Server-rendered pages
 * bring the summary along, so it is in the HTML.
 */
export function ShippingRatesSummary() {
  const summary = useShippingSummary()
  if (!summary) return null
  const freeShipping = describeFreeShippingOffer(summary)
  return (
    <section aria-labelledby="shipping-rates-heading" className="mt-10">
      <h2 id="shipping-rates-heading" className="text-xl font-bold tracking-tight text-ink">
        Shipping rates
      </h2>
      <p className="mt-3 leading-7 text-stone-700">
        {freeShipping ? `${freeShipping} (before shipping and tax). ` : null}
        You choose how your order travels at checkout; delivery times are business days.
      </p>
      {summary.zones.length === 0 ? (
        <p className="mt-4 leading-7 text-stone-700">We are not shipping anywhere yet.</p>
      ) : (
        <div className="mt-6 space-y-8">
          {summary.zones.map((zone, index) => {
            const headingId = `shipping-zone-${String(index)}`
            return (
              <section key={headingId} aria-labelledby={headingId}>
                <h3 id={headingId} className="text-lg font-semibold text-ink">
                  {zone.name}
                </h3>
                <p className="mt-1 text-sm text-stone-600">
                  {zone.restOfWorld ? 'Every other country' : zone.countries.join(', ')}
                </p>
                <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200">
                  {zone.rates.map((rate) => {
                    const details = describeRate(rate)
                    return (
                      <li key={rate.id} className="px-4 py-3">
                        <div className="flex items-baseline justify-between gap-4">
                          <span className="font-medium text-ink">{rate.label}</span>
                          <span className="shrink-0 font-semibold text-ink tabular-nums">
                            {rate.cost === 0 ? 'Free' : formatMoney(rate.cost)}
                          </span>
                        </div>
                        {details ? (
                          <p className="mt-0.5 text-sm text-stone-600">{details}</p>
                        ) : null}
                      </li>
                    )
                  })}
                </ul>
              </section>
            )
          })}
        </div>
      )}
    </section>
  )
}
