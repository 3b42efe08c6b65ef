import type { FeaturedCollection } from '@shop/shared/home-content'
import type { ShopPageSlug } from '@shop/shared/shop-pages'
import { data, type LoaderFunctionArgs } from 'react-router'
import { catalogApi } from '../../features/catalog/catalog-api'
import {
  findKnownCollection,
  readProductFilters,
  toFiltersRequest,
  toProductListQuery,
} from '../../features/catalog/product-filters'
import { homeQueries } from '../../features/home/home-queries'
import { homeContentApi } from '../../lib/home-content-api'
import { productFiltersApi } from '../../lib/product-filters-api'
import { shopPagesApi } from '../../lib/shop-pages-api'
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

/** A page of the shop's own (docs/product-rules.md § The owner's shop), as its route reads it. */
function shopPageLoader(slug: ShopPageSlug): PageLoader {
  return async ({ context }) => {
    await storeOf(context).dispatch(shopPagesApi.endpoints.getPage.initiate(slug))
    return null
  }
}

/**
 * The home page's collection tiles, as home-route.tsx picks them: the owner's featured
 * collections, else every collection of the catalogue.
 */
async function loadHomeCollections(
  store: AppStore,
  featured: FeaturedCollection[] | undefined,
): Promise<FeaturedCollection[]> {
  if (featured === undefined || featured.length > 0) return featured ?? []
  const filters = await store.dispatch(
    productFiltersApi.endpoints.getProductFilters.initiate(homeQueries.collections),
  )
  return filters.data?.collections ?? []
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
    const [content] = await Promise.all([
      store.dispatch(homeContentApi.endpoints.getHomeContent.initiate(undefined)),
      store.dispatch(endpoints.getNewArrivals.initiate(undefined)),
      store.dispatch(endpoints.getBestSeller.initiate(undefined)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.womensBottomWear)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.womensTop)),
      store.dispatch(endpoints.getProducts.initiate(homeQueries.mensTop)),
    ])
    const collections = await loadHomeCollections(store, content.data?.featuredCollections)
    // The collection tiles each show a cover from their own collection.
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

  // The shop's own pages: the text the owner wrote in the back office.
  about: shopPageLoader('about'),
  shipping: shopPageLoader('shipping'),
  returns: shopPageLoader('returns'),
  privacy: shopPageLoader('privacy'),
  terms: shopPageLoader('terms'),
  // A page of fixed text: rendered on the server, with nothing to fetch.
  contact: () => Promise.resolve(null),
  // Renders the 404 page; render-page.tsx answers it with the 404 status.
  'not-found': () => Promise.resolve(null),
}
