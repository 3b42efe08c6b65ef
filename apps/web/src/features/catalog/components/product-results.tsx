import type { ProductListQuery } from '@shop/shared/catalog'
import { DEFAULT_PAGE_SIZE } from '@shop/shared/limits'
import { memo, useEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router'
import { useAppSelector } from '../../../app/hooks'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useHasHydrated } from '../../../lib/use-has-hydrated'
import { catalogApi, useGetProductsQuery } from '../catalog-api'
import { readLoadedPages, withLoadedPages } from '../loaded-pages'
import { useListingScrollRestoration } from '../use-listing-scroll-restoration'
import { ProductGrid } from './product-grid'
import { focusRing } from '../../../components/ui/focus-ring'

/** The first row of a wide grid loads eagerly: it is what the shopper sees first. */
const PRIORITY_IMAGE_COUNT = 4
const LOAD_FAILED_MESSAGE = 'Could not load the products.'

interface ResultsPageProps {
  query: ProductListQuery
  page: number
  /** A page the shopper asked for: focus moves to its first product once it arrives. */
  shouldFocusFirst: boolean
}

/**
 * One page of the list. The first shows the grid's states; later ones appear when they arrive.
 * Memoized: the list renders once more right after hydration (useHasHydrated), and the grid,
 * unchanged, need not render with it.
 */
const ResultsPage = memo(function ResultsPage({ query, page, shouldFocusFirst }: ResultsPageProps) {
  const result = useGetProductsQuery({ ...query, page })
  const containerRef = useRef<HTMLDivElement>(null)
  const products = result.data?.products
  const hasProducts = products !== undefined && products.length > 0

  useEffect(() => {
    if (!shouldFocusFirst || !hasProducts) return
    // Keyboard and screen-reader users continue at the first new product, not at the page top.
    containerRef.current?.querySelector('a')?.focus({ preventScroll: true })
  }, [shouldFocusFirst, hasProducts])

  const errorMessage = result.isError
    ? getErrorMessage(result.error, LOAD_FAILED_MESSAGE)
    : undefined
  if (page > 1 && products === undefined && errorMessage === undefined) return null

  return (
    <div
      ref={containerRef}
      aria-busy={result.isFetching}
      // Earlier results stay, dimmed, while new filters load: the page does not jump.
      className={`transition-opacity duration-200 ${
        result.isFetching && products !== undefined ? 'opacity-50' : ''
      }`}
    >
      <ProductGrid
        products={products}
        isLoading={products === undefined && errorMessage === undefined}
        errorMessage={errorMessage}
        priorityCount={page === 1 ? PRIORITY_IMAGE_COUNT : 0}
        imageSizes={BESIDE_SIDEBAR_CARD_SIZES}
      />
    </div>
  )
})

const selectPage = (args: ProductListQuery) => catalogApi.endpoints.getProducts.select(args)

/** Cards share the width left of the filter sidebar on large screens. */
const BESIDE_SIDEBAR_CARD_SIZES = '(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 46vw'

interface ProductResultsProps {
  /** The filters' query, without a page. */
  query: ProductListQuery
}

/**
 * The product list in pages of DEFAULT_PAGE_SIZE over X-Total-Count: "Load more" appends the next
 * page and keeps what is loaded. The page count belongs to the history entry (loaded-pages.ts),
 * so Back from a product brings the same pages, and the scroll position once they are in. New
 * filters are a new entry and start again from the first page.
 */
export function ProductResults({ query }: ProductResultsProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  // The server renders the first page; pages a reload brings back follow once hydrated.
  const hasHydrated = useHasHydrated()
  const pageCount = hasHydrated ? readLoadedPages(location.state) : 1
  // Only a page the shopper just loaded (the entry replaced by Load more) takes the focus, not
  // pages brought back by Back or a reload.
  const focusedPage =
    navigationType === NavigationType.Replace && pageCount > 1 ? pageCount : undefined

  const arePagesSettled = useAppSelector((state) =>
    Array.from({ length: pageCount }, (_, index) => index + 1).every((page) => {
      const { isSuccess, isError } = selectPage({ ...query, page })(state)
      return isSuccess || isError
    }),
  )
  // Settled only once the pages a reload restores are asked for, not with the server's first page.
  useListingScrollRestoration(hasHydrated && arePagesSettled)

  const firstPage = useGetProductsQuery({ ...query, page: 1 })
  const lastPage = useGetProductsQuery({ ...query, page: pageCount })
  const pageSize = query.limit ?? DEFAULT_PAGE_SIZE
  const total = firstPage.isFetching ? undefined : firstPage.data?.total
  const isLoadingMore = pageCount > 1 && lastPage.isFetching
  const loadedPages = isLoadingMore ? pageCount - 1 : pageCount
  const loadedCount = total === undefined ? 0 : Math.min(loadedPages * pageSize, total)
  const hasMore = total !== undefined && pageCount * pageSize < total
  // Pages brought back from history that the catalogue no longer fills are left out.
  const shownPages =
    total === undefined ? pageCount : Math.min(pageCount, Math.max(1, Math.ceil(total / pageSize)))

  return (
    <div>
      <div className="flex flex-col gap-y-8">
        {Array.from({ length: shownPages }, (_, index) => (
          <ResultsPage
            key={index + 1}
            query={query}
            page={index + 1}
            shouldFocusFirst={focusedPage === index + 1}
          />
        ))}
      </div>
      {total !== undefined && total > 0 ? (
        <div className="mt-12 flex flex-col items-center gap-4">
          <p className="text-sm text-stone-600">
            Showing {loadedCount} of {total} {total === 1 ? 'product' : 'products'}
          </p>
          {hasMore || isLoadingMore ? (
            <button
              type="button"
              disabled={isLoadingMore}
              onClick={() => {
                // Replaces the entry: Back still leaves the shop rather than unloading a page.
                const { pathname, search, hash } = location
                void navigate(
                  { pathname, search, hash },
                  {
                    replace: true,
                    state: withLoadedPages(location.state, pageCount + 1),
                    preventScrollReset: true,
                  },
                )
              }}
              className={`h-12 min-w-48 rounded-full border border-ink px-8 text-sm font-semibold tracking-wide text-ink transition hover:bg-ink hover:text-white ${focusRing.standard} disabled:cursor-wait disabled:opacity-60 disabled:hover:bg-transparent disabled:hover:text-ink`}
            >
              {isLoadingMore ? 'Loading...' : 'Load more'}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
