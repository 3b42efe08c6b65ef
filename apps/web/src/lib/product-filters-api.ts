import type { ProductFilters, ProductFiltersQuery } from '@shop/shared/catalog'
import { api } from './api'
import { toSearchParams } from './search-params'

/**
 * `GET /api/products/filters`: the collections, facets with their counts, colour palette and size
 * order of the catalogue. The shop's filters, collection tiles and swatches read it, and so does
 * the back office's product table (its category and gender filters); it lives here, outside both
 * features, so that both use one endpoint and one cache entry per request.
 */
export const productFiltersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A collection alone, or the shop's filters too when the sidebar wants their counts.
    getProductFilters: build.query<ProductFilters, ProductFiltersQuery | string | undefined>({
      query: (request) => {
        const params = typeof request === 'object' ? request : { collection: request }
        return `/products/filters?${toSearchParams(params).toString()}`
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
})

export const { useGetProductFiltersQuery } = productFiltersApi
