import type { AuthResponse, LoginBody, RegisterBody, User } from '@shop/shared/users'
import { api } from '../../lib/api'
import { userRefreshed } from './auth-slice'

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterBody>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
    }),
    /**
     * The signed-in account as the server knows it now. The argument is the user's id and only
     * keys the cache, so the next account on this browser never sees the last one's answer; the
     * server reads the caller from the token. A refused token is a 401 that ends the session.
     */
    getProfile: build.query<User, string>({
      query: () => '/users/profile',
      providesTags: ['User'],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(userRefreshed(data))
        } catch {
          // The stored account still shows; a 401 has already ended the session in lib/api.ts.
        }
      },
    }),
  }),
})

export const { useLoginMutation, useRegisterMutation, useGetProfileQuery } = authApi
