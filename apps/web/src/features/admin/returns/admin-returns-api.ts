import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_RETURN_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import { RETURN_STATUSES, type AdminReturn, type UpdateReturnBody } from '@shop/shared/returns'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/returns` (docs/api.md § Returns, back office): its sorts and filter. */
export const ADMIN_RETURN_LIST = defineList({
  sortFields: ADMIN_RETURN_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { status: RETURN_STATUSES },
})
export type AdminReturnListState = ListState<
  (typeof ADMIN_RETURN_LIST.sortFields)[number],
  keyof typeof ADMIN_RETURN_LIST.filters
>

const returnUrl = (id: string) => `/admin/returns/${encodeURIComponent(id)}`

/**
 * The back office's returns: a page of the list, one return, and its steps (approve, reject,
 * mark received). A step writes the server's answer into the cached return and every cached page
 * holding it, so the open drawer and the list behind it change together without a reload.
 */
export const adminReturnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the return list, with the number of matches in all. */
    getAdminReturnPage: build.query<ListPage<AdminReturn>, AdminReturnListState>({
      query: (state) => ({ url: '/admin/returns', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<AdminReturn>,
    }),
    getAdminReturn: build.query<AdminReturn, string>({
      query: returnUrl,
    }),
    /**
     * `PUT /api/admin/returns/:id`. Received puts units back in stock and writes replacement
     * orders, and rejecting releases held exchange units: the products and orders are read anew.
     */
    updateAdminReturn: build.mutation<AdminReturn, UpdateReturnBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: returnUrl(id), method: 'PUT', body }),
      invalidatesTags: (_answer, _error, { status }) =>
        status === 'approved' ? [] : status === 'rejected' ? ['Product'] : ['Product', 'Order'],
      async onQueryStarted({ id }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle
        const cache = (answered: AdminReturn) => {
          void dispatch(adminReturnsApi.util.upsertQueryData('getAdminReturn', id, answered))
          for (const args of cachedPages(() => lifecycle.getState())) {
            dispatch(
              adminReturnsApi.util.updateQueryData('getAdminReturnPage', args, (page) => {
                page.rows = page.rows.map((listed) => (listed._id === id ? answered : listed))
              }),
            )
          }
        }
        try {
          cache((await queryFulfilled).data)
        } catch {
          // The caller shows the refusal. A refusal may still have moved the return (received,
          // then the provider failed the refund: 502), so it is read again.
          const { data } = await dispatch(
            adminReturnsApi.endpoints.getAdminReturn.initiate(id, {
              forceRefetch: true,
              subscribe: false,
            }),
          )
          if (data) cache(data)
        }
      },
    }),
  }),
})

type GetState = Parameters<typeof adminReturnsApi.util.selectCachedArgsForQuery>[0]

/** The arguments of every return page in the cache (each search, filter and page seen). */
function cachedPages(getState: () => unknown): AdminReturnListState[] {
  return adminReturnsApi.util.selectCachedArgsForQuery(getState() as GetState, 'getAdminReturnPage')
}

export const { useGetAdminReturnPageQuery, useGetAdminReturnQuery, useUpdateAdminReturnMutation } =
  adminReturnsApi
