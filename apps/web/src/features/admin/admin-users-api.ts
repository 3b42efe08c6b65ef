import type { AdminUser, CreateUserBody, UpdateUserResponse } from '@shop/shared/admin'
import type { MessageResponse } from '@shop/shared/common'
import type { UserRole } from '@shop/shared/users'
import { api } from '../../lib/api'

const userUrl = (id: string) => `/admin/users/${encodeURIComponent(id)}`

/** api-contract § Admin users: list (newest first), add, change the role, delete. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], undefined>({
      query: () => '/admin/users',
      providesTags: ['User'],
    }),
    createAdminUser: build.mutation<AdminUser, CreateUserBody>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    changeUserRole: build.mutation<UpdateUserResponse, { id: string; role: UserRole }>({
      query: ({ id, role }) => ({ url: userUrl(id), method: 'PUT', body: { role } }),
      // The select shows the new role at once; a refusal (the last admin) puts the old one back.
      async onQueryStarted({ id, role }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminUsersApi.util.updateQueryData('getAdminUsers', undefined, (users) => {
            const user = users.find((candidate) => candidate._id === id)
            if (user) user.role = role
          }),
        )
        try {
          const { data } = await queryFulfilled
          dispatch(
            adminUsersApi.util.updateQueryData('getAdminUsers', undefined, (users) =>
              users.map((user) => (user._id === id ? data.user : user)),
            ),
          )
        } catch {
          patch.undo()
        }
      },
    }),
    deleteAdminUser: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: userUrl(id), method: 'DELETE' }),
      // Their orders stay and now read N/A as the customer.
      invalidatesTags: ['User', 'Order'],
    }),
  }),
})

export const {
  useGetAdminUsersQuery,
  useCreateAdminUserMutation,
  useChangeUserRoleMutation,
  useDeleteAdminUserMutation,
} = adminUsersApi
