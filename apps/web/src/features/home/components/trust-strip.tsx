import { describeShippingPromise } from '@shop/shared/shipping-promises'
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react'
import { useShippingSummary } from '../../../lib/shipping-summary-api'
import { useShopSettings } from '../../../lib/shop-settings-api'

/** docs/product-rules.md § Overview, Home: the promises of the trust strip after shipping's, the return window the owner's. */
const otherPromises = (returnWindowDays: number) => [
  {
    icon: RotateCcw,
    title: `${String(returnWindowDays)} days return`,
    line: 'Money back guarantee',
  },
  {
    icon: ShieldCheck,
    title: 'Secure checkout',
    line: 'Encrypted payment with PayPal',
  },
]

/**
 * The trust strip. Its shipping promise is derived from the shipping table (docs/product-rules.md
 * § Shipping rates): free shipping only when every zone ships free, so it never promises more
 * than the rates keep; a shop that ships nowhere yet shows none.
 */
export function TrustStrip() {
  const summary = useShippingSummary()
  const shipping = summary ? describeShippingPromise(summary) : undefined
  const others = otherPromises(useShopSettings().returnWindowDays)
  const promises = shipping ? [{ icon: Truck, ...shipping }, ...others] : others
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="trust-heading" className="sr-only">
        Why shop with us
      </h2>
      <ul
        className={`grid divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-6 md:divide-x md:divide-y-0 md:px-0 md:py-10 ${promises.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}
      >
        {promises.map(({ icon: Icon, title, line }) => (
          <li
            key={title}
            className="flex items-center gap-4 py-5 md:flex-col md:justify-center md:gap-0 md:px-6 md:py-0 md:text-center"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 md:size-14">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div className="md:mt-4">
              <h3 className="text-sm font-bold tracking-wider uppercase">{title}</h3>
              <p className="mt-1 text-sm text-stone-600">{line}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
