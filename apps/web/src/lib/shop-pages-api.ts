import type { ShopPage, ShopPageSlug } from '@shop/shared/shop-pages'
import { api } from './api'

/**
 * `GET /api/pages/{slug}`: one of the shop's own pages (about, shipping, returns, privacy,
 * terms), its body in Markdown (docs/product-rules.md § The owner's shop). The storefront's pages
 * show it and the back office's page editor starts from it; it lives here, outside both features,
 * so that both read one endpoint and one cache entry, which the editor's save replaces.
 */
export const shopPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<ShopPage, ShopPageSlug>({
      query: (slug) => `/pages/${slug}`,
      providesTags: (_page, _error, slug) => [{ type: 'Page', id: slug }],
    }),
  }),
})

export const { useGetPageQuery } = shopPagesApi
