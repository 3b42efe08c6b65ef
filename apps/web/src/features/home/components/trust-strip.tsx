import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS } from '@shop/shared/limits'
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react'

/** docs/product-rules.md § Overview, Home: the three promises of the trust strip. */
const PROMISES = [
  {
    icon: Truck,
    title: 'Free international shipping',
    line: `On all orders over $${String(FREE_SHIPPING_THRESHOLD)}`,
  },
  {
    icon: RotateCcw,
    title: `${String(RETURN_WINDOW_DAYS)} days return`,
    line: 'Money back guarantee',
  },
  {
    icon: ShieldCheck,
    title: 'Secure checkout',
    line: 'Encrypted payment with PayPal',
  },
] as const

export function TrustStrip() {
  return (
    <section aria-labelledby="trust-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="trust-heading" className="sr-only">
        Why shop with us
      </h2>
      <ul className="grid divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-6 md:grid-cols-3 md:divide-x md:divide-y-0 md:px-0 md:py-10">
        {PROMISES.map(({ icon: Icon, title, line }) => (
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
