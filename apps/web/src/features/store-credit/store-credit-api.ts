import type { StoreCredit } from '@shop/shared/store-credit'
import { api } from '../../lib/api'

/** The signed-in customer's store credit (docs/decisions/033-store-credit.md). */
export const storeCreditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The caller's balance and history, newest first. The argument is the user's id and only
     * keys the cache, so the next account on this browser never sees the last one's credit;
     * the server reads the caller from the token.
     */
    getStoreCredit: build.query<StoreCredit, string>({
      query: () => '/users/store-credit',
      providesTags: ['StoreCredit'],
    }),
  }),
})

export const { useGetStoreCreditQuery } = storeCreditApi
