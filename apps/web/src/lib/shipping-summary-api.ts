import type { ShippingSummary } from '@shop/shared/shipping-summary'
import { api } from './api'

/**
 * `GET /api/shipping/summary`: the shipping table as shoppers are told it (docs/product-rules.md
 * § Shipping rates). The trust strip, the product page, the footer and the shipping page derive
 * their words from it (`@shop/shared/shipping-promises`); it lives here, outside those features,
 * so that all of them read one endpoint and one cache entry, which the back office's save drops.
 * Server-rendered pages carry it (page-loaders.ts).
 */
export const shippingSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingSummary: build.query<ShippingSummary, undefined>({
      query: () => '/shipping/summary',
      providesTags: [{ type: 'Shipping', id: 'SUMMARY' }],
    }),
  }),
})

/** The summary once it is in the cache (every server-rendered page brings it); undefined before. */
export function useShippingSummary(): ShippingSummary | undefined {
  return shippingSummaryApi.useGetShippingSummaryQuery(undefined).data
}
