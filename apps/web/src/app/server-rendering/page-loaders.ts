import { data, type LoaderFunctionArgs } from 'react-router'
import { catalogApi } from '../../features/catalog/catalog-api'
import {
  findKnownCollection,
  readProductFilters,
  toFiltersRequest,
  toProductListQuery,
} from '../../features/catalog/product-filters'
import { homeQueries } from '../../features/home/home-queries'
import { productFiltersApi } from '../../lib/product-filters-api'
import type { RouteId } from '../route-ids'
import type { AppStore } from '../store'

/** What the server passes every loader: the store of this one request. */
export interface PageLoaderContext {
  store: AppStore
}

type PageLoader = (args: LoaderFunctionArgs<PageLoaderContext>) => Promise<null>

/** The page the server answers 404 with (inside the shop's frame, by the route's ErrorBoundary). */
function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
  throw data(null, { status: 404, statusText: 'Not Found' })
}

const isNotFoundError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404

function storeOf(context: unknown): AppStore {
  return (context as PageLoaderContext).store
}

/**
 * The data each server-rendered page needs, fetched into the request's store before the page
 * renders: the same requests, with the same arguments, that the page's components make, so the
 * browser finds each answer in the cache sent with the page and fetches nothing again
 * (docs/server-rendering.md). A route without an entry here is rendered in the browser only.
 * Loaders return nothing: the data lives in the store, never in React Router's loader data.
 */
export const pageLoaders: Partial<Record<RouteId, PageLoader>> = {
  home: async ({ context }) => {
    const store = storeOf(context)
    const { endpoints } = catalogApi
    const [filters] = await Promise.all([
      store.dispatch(productFiltersApi.endpoints.getProductFilters.initiate(homeQueries.collections)),
      store.dispatch(endpoints.getNewArrivals.initiate(undefined)),
      store.dispatch(endpoints.getBestSeller.initiate(undefined)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.womensBottomWear)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.womensTop)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.mensTop)),
    ])
    // The collection tiles each show a cover from their own collection.
    const collections = filters.data?.collections ?? []
    await Promise.all(
      collections.map(({ slug }) =>
        store.dispatch(endpoints.getProducts.initiate(homeQueries.collectionCover(slug))),
      ),
    )
    return null
  },

  collection: async ({ context, params, request }) => {
    const store = storeOf(context)
    const { endpoints } = catalogApi
    const collection = params.collection ?? 'all'
    const filters = readProductFilters(new URL(request.url).searchParams)
    const query = toProductListQuery(filters, collection)
    // As collection-route.tsx: the first page, then the filters of what it lists.
    const firstPage = await store.dispatch(endpoints.getProducts.initiate({ ...query, page: 1 }))
    const correctedSearch = firstPage.data?.correctedSearch
    const listed = correctedSearch === undefined ? query : { ...query, search: correctedSearch }
    const options = await store.dispatch(
      productFiltersApi.endpoints.getProductFilters.initiate(toFiltersRequest(listed)),
    )
    const isKnown =
      collection.toLowerCase() === 'all' ||
      findKnownCollection(collection, options.data?.collections) !== undefined
    // Only an answer that lists the shop's collections can say this one is not among them.
    if (options.data && !isKnown) notFound()
    return null
  },

  product: async ({ context, params }) => {
    const store = storeOf(context)
    const { endpoints } = catalogApi
    const id = params.id ?? ''
    const product = await store.dispatch(endpoints.getProduct.initiate(id))
    if (isNotFoundError(product.error)) notFound()
    // Below the picture: similar products, and the colour names' swatches (color-swatches.tsx).
    await Promise.all([
      store.dispatch(endpoints.getSimilarProducts.initiate(product.data?._id ?? id)),
      store.dispatch(productFiltersApi.endpoints.getProductFilters.initiate(undefined)),
    ])
    return null
  },

  // Pages of fixed text: rendered on the server, with nothing to fetch.
  about: () => Promise.resolve(null),
  contact: () => Promise.resolve(null),
  shipping: () => Promise.resolve(null),
  returns: () => Promise.resolve(null),
  privacy: () => Promise.resolve(null),
  terms: () => Promise.resolve(null),
  // Renders the 404 page; render-page.tsx answers it with the 404 status.
  'not-found': () => Promise.resolve(null),
}
