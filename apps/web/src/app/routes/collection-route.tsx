import { ChevronRight } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useGetProductsQuery } from '../../features/catalog/catalog-api'
import { ActiveFilterChips } from '../../features/catalog/components/active-filter-chips'
import { FilterDrawer } from '../../features/catalog/components/filter-drawer'
import { FilterSidebar } from '../../features/catalog/components/filter-sidebar'
import { ProductResults } from '../../features/catalog/components/product-results'
import { SearchCorrectionNote } from '../../features/catalog/components/search-correction-note'
import { SortSelect } from '../../features/catalog/components/sort-select'
import {
  findCollectionName,
  resolveFilterOptions,
  toFiltersRequest,
} from '../../features/catalog/product-filters'
import { quoteSearch } from '../../features/catalog/quote-search'
import { useProductFilters } from '../../features/catalog/use-product-filters'
import { useGetProductFiltersQuery } from '../../lib/product-filters-api'
import { focusRing } from '../../components/ui/focus-ring'
import { useShopSettings } from '../../lib/shop-settings-api'

/** What the shop as a whole is called in its heading. */
const ALL_COLLECTION_TITLE = 'All Collection'

/**
 * docs/product-rules.md § Routes, `/collections/all` (the shop, with search) and `/collections/{collection}`: the
 * filters in the address, the sidebar (a drawer on phones), the sort order and the product list.
 */
export function CollectionRoute() {
  const { shopName } = useShopSettings()
  const { collection, filters, query, updateFilters } = useProductFilters()
  const isAll = collection.toLowerCase() === 'all'
  // The same request as the list's first page: the cache answers both.
  const firstPage = useGetProductsQuery({ ...query, page: 1 })
  // A misspelt search lists the corrected search's products: the counts are of those too.
  const correctedSearch = firstPage.currentData?.correctedSearch
  const listed = correctedSearch === undefined ? query : { ...query, search: correctedSearch }
  // The values on offer and, under the chosen filters, their counts. While new counts load, the
  // last answer stays (RTK Query keeps `data`), so the sidebar never empties.
  const { data: serverFilters } = useGetProductFiltersQuery(toFiltersRequest(listed))
  const options = useMemo(
    () => resolveFilterOptions(serverFilters, filters),
    [serverFilters, filters],
  )
  const total = firstPage.isFetching ? undefined : firstPage.data?.total

  const collectionName = isAll
    ? ALL_COLLECTION_TITLE
    : findCollectionName(collection, serverFilters?.collections)
  const search = filters.search
  const heading = search ? `Results for ${quoteSearch(search)}` : collectionName

  const metaTitle = search
    ? `Results for ${quoteSearch(search)}`
    : isAll
      ? 'Shop All'
      : `${collectionName} Collection`
  const metaDescription = search
    ? `Products at ${shopName} matching ${quoteSearch(search)}: filter by size, color, material, brand and price.`
    : isAll
      ? `Shop every piece at ${shopName}: tops and bottoms for men and women, filtered by size, color, material, brand and price.`
      : `Shop the ${collectionName} collection at ${shopName}: filter by size, color, material, brand and price.`

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-8">
      <PageMeta title={metaTitle} description={metaDescription} />

      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-xs text-stone-500">
          <li>
            <Link to={paths.home} className={`rounded-sm hover:text-ink ${focusRing.flush}`}>
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            {isAll ? (
              <span aria-current="page" className="text-stone-700">
                Shop
              </span>
            ) : (
              <Link to={paths.shop} className={`rounded-sm hover:text-ink ${focusRing.flush}`}>
                Shop
              </Link>
            )}
          </li>
          {isAll ? null : (
            <>
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
              <li>
                <span aria-current="page" className="text-stone-700">
                  {collectionName}
                </span>
              </li>
            </>
          )}
        </ol>
      </nav>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-stone-200 pb-6">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight break-words text-ink sm:text-4xl">
            {heading}
          </h1>
          {search ? <SearchCorrectionNote query={query} /> : null}
          <p aria-live="polite" className="mt-2 min-h-5 text-sm text-stone-600">
            {total === undefined
              ? null
              : `${String(total)} ${total === 1 ? 'product' : 'products'}`}
          </p>
        </div>
        {search ? (
          <button
            type="button"
            onClick={() => {
              updateFilters((current) => {
                const next = { ...current }
                delete next.search
                return next
              })
            }}
            className={`rounded-md text-sm font-medium text-stone-600 underline underline-offset-4 hover:text-ink ${focusRing.flush}`}
          >
            Clear search
          </button>
        ) : null}
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <FilterSidebar options={options} />

        <section aria-labelledby="product-list-heading" className="min-w-0">
          <h2 id="product-list-heading" className="sr-only">
            Products
          </h2>
          <div className="flex h-10 items-center justify-between gap-2">
            <FilterDrawer options={options} resultCount={total} />
            <div className="ml-auto min-w-0">
              <SortSelect />
            </div>
          </div>
          <div className="mt-4 empty:hidden">
            <ActiveFilterChips />
          </div>
          <div className="mt-6">
            <ProductResults query={query} />
          </div>
        </section>
      </div>
    </div>
  )
}
