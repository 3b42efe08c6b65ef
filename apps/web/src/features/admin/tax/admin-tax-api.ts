import type { TaxRate, TaxRateInput } from '@shop/shared/tax'
import { api } from '../../../lib/api'

/** docs/product-rules.md § Money, tax: the shop's rates, read and replaced as one list. */
export const adminTaxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaxRates: build.query<TaxRate[], undefined>({
      query: () => '/admin/tax-rates',
      providesTags: ['TaxRate'],
    }),
    updateTaxRates: build.mutation<TaxRate[], TaxRateInput[]>({
      query: (body) => ({ url: '/admin/tax-rates', method: 'PUT', body }),
      // The answer is the stored list (normalized): it becomes the cached one without a reload,
      // patched in place so the open form keeps its rows and its "saved" line.
      async onQueryStarted(_rates, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(adminTaxApi.util.updateQueryData('getTaxRates', undefined, () => data))
        } catch {
          // The form shows the refusal; nothing was stored.
        }
      },
    }),
  }),
})

export const { useGetTaxRatesQuery, useUpdateTaxRatesMutation } = adminTaxApi
