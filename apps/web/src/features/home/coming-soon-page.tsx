import { CURRENCY, FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS } from '@shop/shared/limits'
import { LogoMark } from '../../components/logo-mark'
import { SlideBackdrop } from '../../components/slide-backdrop'
import { useApiHealth } from './use-api-health'

const SHOP_NAME = 'Slide'
const TAGLINE = 'Laid-back apparel and merchandise, made to slide into every day.'

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
})

const PROMISES = [
  `Free shipping over ${wholeDollars.format(FREE_SHIPPING_THRESHOLD)}`,
  `${RETURN_WINDOW_DAYS}-day returns`,
]

/** The home page until the storefront lands: name, tagline, and a quiet server status. */
export function ComingSoonPage() {
  const health = useApiHealth()

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <SlideBackdrop />

      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 pt-16 pb-24 text-center sm:pt-24">
        <LogoMark className="size-16 drop-shadow-sm sm:size-20" />
        <p className="mt-8 text-xs font-semibold tracking-[0.25em] text-brand-600 uppercase sm:text-sm">
          Apparel &amp; Merchandise
        </p>
        <h1 className="mt-3 text-6xl font-extrabold tracking-tight text-ink sm:text-8xl">
          {SHOP_NAME}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-balance text-stone-600 sm:text-xl">{TAGLINE}</p>

        <p className="mt-10 inline-flex items-center gap-2 rounded-full bg-white/80 px-5 py-2.5 text-sm font-medium text-ink shadow-sm ring-1 ring-stone-900/10 backdrop-blur sm:text-base">
          <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
          Our storefront opens soon.
        </p>

        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-500">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <CheckIcon />
              {promise}
            </li>
          ))}
        </ul>
      </main>

      <footer className="flex flex-col items-center gap-2 px-6 pb-8 text-xs text-stone-500 sm:flex-row sm:justify-between sm:px-10">
        <span>
          © {new Date().getFullYear()} {SHOP_NAME}
        </span>
        <span role="status" data-health={health} className="flex min-h-4 items-center gap-1.5">
          {health === 'online' && (
            <>
              <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
              Shop servers online
            </>
          )}
        </span>
      </footer>
    </div>
  )
}

function CheckIcon() {
  return (
    <svg
      className="size-4 text-brand-500"
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m3.5 8.5 3 3 6-7"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
