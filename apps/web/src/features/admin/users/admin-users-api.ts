import type { AdminUser, CreateUserBody, UpdateUserResponse } from '@shop/shared/admin'
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_USER_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import type { MessageResponse } from '@shop/shared/common'
import type { AdjustStoreCreditBody, StoreCredit } from '@shop/shared/store-credit'
import { USER_ROLES, type UserRole } from '@shop/shared/users'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** `GET /api/admin/users` (docs/product-rules.md § Back office at scale): its sorts and filter. */
export const ADMIN_USER_LIST = defineList({
  sortFields: ADMIN_USER_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { role: USER_ROLES },
})
export type AdminUserListState = ListState<
  (typeof ADMIN_USER_LIST.sortFields)[number],
  keyof typeof ADMIN_USER_LIST.filters
>

type GetState = Parameters<typeof adminUsersApi.util.selectCachedArgsForQuery>[0]

const userUrl = (id: string) => `/admin/users/${encodeURIComponent(id)}`

/** docs/product-rules.md § Admin, users: list (newest first, a page at a time), add, change the role, delete. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUserPage: build.query<ListPage<AdminUser>, AdminUserListState>({
      query: (state) => ({ url: '/admin/users', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<AdminUser>,
      providesTags: ['User'],
    }),
    createUser: build.mutation<AdminUser, CreateUserBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    updateUser: build.mutation<UpdateUserResponse, { id: string; role: UserRole }>({
      query: ({ id, role }) => ({ url: userUrl(id), method: 'PUT', body: { role } }),
      // Every cached page shows the new role at once; a refusal (the last admin) puts it back.
      async onQueryStarted({ id, role }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle
        const pages = adminUsersApi.util.selectCachedArgsForQuery(
          lifecycle.getState() as GetState,
          'getAdminUserPage',
        )
        const patches = pages.map((args) =>
          dispatch(
            adminUsersApi.util.updateQueryData('getAdminUserPage', args, (page) => {
              const user = page.rows.find((candidate) => candidate._id === id)
              if (user) user.role = role
            }),
          ),
        )
        try {
          const { data } = await queryFulfilled
          for (const args of pages) {
            dispatch(
              adminUsersApi.util.updateQueryData('getAdminUserPage', args, (page) => {
                page.rows = page.rows.map((user) => (user._id === id ? data.user : user))
              }),
            )
          }
        } catch {
          for (const patch of patches) patch.undo()
        }
      },
    }),
    deleteUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: userUrl(id), method: 'DELETE' }),
      // Their orders stay and now read N/A as the customer.
      invalidatesTags: ['User', 'Order'],
    }),
    /** A customer's store credit balance and history (docs/decisions/033-store-credit.md). */
    getAdminStoreCredit: build.query<StoreCredit, string>({
      query: (id) => `${userUrl(id)}/store-credit`,
      providesTags: ['StoreCredit'],
    }),
    /** Grants (positive amount) or removes (negative) credit with a reason; audited. */
    adjustStoreCredit: build.mutation<StoreCredit, { id: string; body: AdjustStoreCreditBody }>({
      query: ({ id, body }) => ({ url: `${userUrl(id)}/store-credit`, method: 'POST', body }),
      // The list shows the new balance.
      invalidatesTags: ['User', 'StoreCredit'],
    }),
  }),
})

export const {
  useGetAdminUserPageQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useGetAdminStoreCreditQuery,
  useAdjustStoreCreditMutation,
} = adminUsersApi
