import type { HomeContent } from '@shop/shared/home-content'
import { api } from './api'

/**
 * `GET /api/content/home`: the home page's hero slides, featured collections and banner, as the
 * owner set them (docs/product-rules.md § The owner's shop). The storefront's home page shows it
 * and the back office's home page editor starts from it; it lives here, outside both features, so
 * that both read one endpoint and one cache entry, which the editor's save replaces. The
 * server-rendered home page carries it (page-loaders.ts).
 */
export const homeContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeContent: build.query<HomeContent, undefined>({
      query: () => '/content/home',
      providesTags: ['HomeContent'],
    }),
  }),
})

export const { useGetHomeContentQuery } = homeContentApi
