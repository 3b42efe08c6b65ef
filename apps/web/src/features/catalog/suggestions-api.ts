import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { api } from '../../lib/api'

/** The header search's suggestions for what has been typed so far (docs/api.md, Catalogue). */
export const suggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductSuggestions: build.query<ProductSuggestion[], string>({
      query: (typed) => `/products/suggestions?${new URLSearchParams({ q: typed }).toString()}`,
      // Any answer that is not a list suggests nothing.
      transformResponse: (body: unknown) =>
        Array.isArray(body) ? (body as ProductSuggestion[]) : [],
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
})

export const { useGetProductSuggestionsQuery } = suggestionsApi
