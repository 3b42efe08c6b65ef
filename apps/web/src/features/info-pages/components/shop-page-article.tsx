import type { ShopPageSlug } from '@shop/shared/shop-pages'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Markdown } from '../../../components/markdown/markdown'
import { PageMeta } from '../../../components/page-meta'
import { focusRing } from '../../../components/ui/focus-ring'
import { paths } from '../../../config/paths'
import { useShopSettings } from '../../../lib/shop-settings-api'
import { useGetPageQuery } from '../../../lib/shop-pages-api'
import { describePage } from '../page-description'
import { PageLoading, PageUnavailable } from './page-states'

const linkClass = `rounded-sm font-semibold text-ink underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink ${focusRing.standard}`

/**
 * A page of the footer (shipping, returns, privacy, terms) as the owner wrote it in the back
 * office (docs/product-rules.md § The owner's shop): its title, its Markdown, what the page adds
 * of its own (`children`: the shipping page's rates, say), and the way to reach the shop from the
 * settings below.
 */
export function ShopPageArticle({ slug, children }: { slug: ShopPageSlug; children?: ReactNode }) {
  const { currentData: page, isError, refetch } = useGetPageQuery(slug)
  const { contactEmail } = useShopSettings()

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      {page ? (
        <>
          <PageMeta title={page.title} description={describePage(page.body)} />
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {page.title}
          </h1>
          <Markdown text={page.body} className="mt-4" />
          {children}
        </>
      ) : isError ? (
        <PageUnavailable onRetry={() => void refetch()} />
      ) : (
        <PageLoading />
      )}

      <p className="mt-12 border-t border-stone-200 pt-6 text-stone-700">
        Questions? Visit our{' '}
        <Link to={paths.contact} className={linkClass}>
          Contact page
        </Link>
        {contactEmail ? (
          <>
            {' '}
            or write to{' '}
            <a href={`mailto:${contactEmail}`} className={`${linkClass} wrap-anywhere`}>
              {contactEmail}
            </a>
          </>
        ) : null}
        .
      </p>
    </article>
  )
}
