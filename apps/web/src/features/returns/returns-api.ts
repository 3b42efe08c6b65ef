import type { CreateReturnBody, Return, ReturnableOrder } from '@shop/shared/returns'
import { api } from '../../lib/api'

/**
 * The customer's returns and exchanges (docs/decisions/032-returns-and-exchanges.md): what of an
 * order can go back, the returns themselves, and the request and its withdrawal. Creating or
 * cancelling a return refreshes the lists and what is still returnable (the `Return` tag, which
 * `addTagTypes` declares unless lib/api.ts already does).
 */
export const returnsApi = api.enhanceEndpoints({ addTagTypes: ['Return'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/orders/{id}/returnable`: each line's returnable units and exchange options. */
    getReturnableOrder: build.query<ReturnableOrder, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}/returnable`,
      providesTags: ['Return'],
    }),
    /**
     * `GET /api/returns`: the caller's returns, newest first. The argument is the user's id and
     * only keys the cache, so the next account on this browser never sees the last one's returns.
     */
    listMyReturns: build.query<Return[], string>({
      query: () => '/returns',
      providesTags: ['Return'],
    }),
    /** `GET /api/returns/{id}`. */
    getReturn: build.query<Return, string>({
      query: (id) => `/returns/${encodeURIComponent(id)}`,
      providesTags: ['Return'],
    }),
    /** `POST /api/returns`: 201 with the return; 400 or 409 with the server's message. */
    createReturn: build.mutation<Return, CreateReturnBody>({
      query: (body) => ({ url: '/returns', method: 'POST', body }),
      invalidatesTags: ['Return'],
    }),
    /** `POST /api/returns/{id}/cancel`, while the return is `requested`. */
    cancelReturn: build.mutation<Return, string>({
      query: (id) => ({ url: `/returns/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['Return'],
    }),
  }),
})

export const {
  useGetReturnableOrderQuery,
  useListMyReturnsQuery,
  useGetReturnQuery,
  useCreateReturnMutation,
  useCancelReturnMutation,
} = returnsApi
