import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { Markdown } from '../../../components/markdown/markdown'
import { PageMeta } from '../../../components/page-meta'
import { focusRing } from '../../../components/ui/focus-ring'
import { paths } from '../../../config/paths'
import { useShopSettings } from '../../../lib/shop-settings-api'
import { useGetPageQuery } from '../../../lib/shop-pages-api'
import { describePage } from '../page-description'
import { PageLoading, PageUnavailable } from './page-states'

/**
 * docs/product-rules.md § Overview: About Us, the brand story and mission with the contact e-mail
 * shown. The story is the owner's Markdown (§ The owner's shop); the contact e-mail line stays
 * the page's own, filled from the settings, so no edit of the text can lose it.
 */
export function AboutPage() {
  const { data: page, isError, refetch } = useGetPageQuery('about')
  const { shopName, contactEmail } = useShopSettings()

  return (
    <div>
      {page ? <PageMeta title={page.title} description={describePage(page.body)} /> : null}

      <section className="bg-ink text-white">
        <div className="relative mx-auto max-w-7xl overflow-hidden px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <SlideCurve className="pointer-events-none absolute -right-24 -bottom-16 hidden w-[36rem] text-brand-500/25 md:block" />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
              {shopName}
            </p>
            <h1 className="mt-4 min-h-[1.2em] text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {page?.title}
            </h1>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {page ? (
          <Markdown text={page.body} />
        ) : isError ? (
          <PageUnavailable onRetry={() => void refetch()} />
        ) : (
          <PageLoading />
        )}
      </div>

      <section aria-labelledby="about-contact" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 rounded-2xl bg-ink px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="about-contact" className="text-2xl font-bold tracking-tight">
              Say hello
            </h2>
            <p className="mt-2 max-w-xl text-stone-300">
              Questions about sizing, an order or a collaboration?{' '}
              {contactEmail ? (
                <>
                  Write to us at{' '}
                  <a
                    href={`mailto:${contactEmail}`}
                    className={`rounded-sm font-semibold wrap-anywhere text-white underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-white ${focusRing.onDarkOffset}`}
                  >
                    {contactEmail}
                  </a>
                  .
                </>
              ) : (
                'Write to us through our contact form.'
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={paths.contact}
              className={`inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-brand-100 ${focusRing.onDarkOffset}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              Contact us
            </Link>
            <Link
              to={paths.shop}
              className={`inline-flex items-center rounded-full border border-white/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10 ${focusRing.onDarkOffset}`}
            >
              Shop the collection
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}

/** The logo's slide line, drawn large behind the page heading. Decorative. */
function SlideCurve({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M7.5 10.5h3c6 0 5.5 11 12 11h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
