import type { ShippingTableAnswer, ShippingTableBody } from '@shop/shared/shipping-table'
import { api } from '../../../lib/api'

/** docs/product-rules.md § Shipping rates: the shop's shipping table, read and replaced whole. */
export const adminShippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingTable: build.query<ShippingTableAnswer, undefined>({
      query: () => '/admin/shipping',
      providesTags: [{ type: 'Shipping', id: 'TABLE' }],
    }),
    updateShippingTable: build.mutation<ShippingTableAnswer, ShippingTableBody>({
      query: (body) => ({ url: '/admin/shipping', method: 'PUT', body }),
      // The storefront's summary (trust strip, footer, shipping page) is derived from the table.
      invalidatesTags: [{ type: 'Shipping', id: 'SUMMARY' }, 'Audit'],
      // The answer is the table as stored: it becomes the cached one without a reload, patched in
      // place so the open form keeps its zones.
      async onQueryStarted(_table, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(adminShippingApi.util.updateQueryData('getShippingTable', undefined, () => data))
        } catch {
          // The form shows the refusal; nothing was stored.
        }
      },
    }),
  }),
})

export const { useGetShippingTableQuery, useUpdateShippingTableMutation } = adminShippingApi
