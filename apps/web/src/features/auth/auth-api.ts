import type { MessageResponse } from '@shop/shared/common'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type Account,
  type AuthResponse,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type EmailConfirmBody,
  type LoginBody,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
  type RegisterBody,
  type UpdateProfileBody,
  type UpdateProfileResponse,
} from '@shop/shared/users'
import { api, type ApiExtraOptions } from '../../lib/api'
import { userRefreshed, type SessionUser } from './auth-slice'

/** The session keeps the account's user alone; a pending e-mail is the profile page's. */
const sessionUserOf = ({ _id, name, email, role }: Account): SessionUser => ({
  _id,
  name,
  email,
  role,
})

/**
 * A 401 naming the current password is the user's typo, shown by the form: it must not end the
 * session as any other 401 does (lib/api.ts).
 */
const keepSessionOnWrongPassword: ApiExtraOptions = {
  keepSessionOn401: [CURRENT_PASSWORD_WRONG_MESSAGE, CURRENT_PASSWORD_REQUIRED_MESSAGE],
}

/** How long a logout waits for the server before the browser ends the session anyway. */
const LOG_OUT_TIMEOUT_MS = 5000

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
    getProfile: build.query<Account, string>({
      query: () => '/users/profile',
      providesTags: ['User'],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(userRefreshed(sessionUserOf(data)))
        } catch {
          // The stored account still shows; a 401 has already ended the session in lib/api.ts.
        }
      },
    }),
    /** This token stops working. Its caller ends the browser's session whatever the answer. */
    logOut: build.mutation<null, undefined>({
      query: () => ({ url: '/users/logout', method: 'POST', timeout: LOG_OUT_TIMEOUT_MS }),
      extraOptions: { keepSessionOn401: 'any' } satisfies ApiExtraOptions,
    }),
    /** Every token of the account stops working, this one included. */
    logOutEverywhere: build.mutation<null, undefined>({
      query: () => ({ url: '/users/logout-all', method: 'POST' }),
    }),
    /**
     * Name and e-mail; the stored account and the profile's copy follow the server's answer, in
     * which a new e-mail waits as `pendingEmail` until it is confirmed from that address.
     */
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileBody>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      extraOptions: keepSessionOnWrongPassword,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(userRefreshed(sessionUserOf(data.user)))
          void dispatch(authApi.util.upsertQueryData('getProfile', data.user._id, data.user))
        } catch {
          // The form shows the refusal.
        }
      },
    }),
    /**
     * A new password. The server ends every other session and answers with this one's new token,
     * which must replace the stored one: the old token no longer works.
     */
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/users/password', method: 'PUT', body }),
      extraOptions: keepSessionOnWrongPassword,
    }),
    /** Mails a reset link; the answer is the same whether or not the address has an account. */
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequestBody>({
      query: (body) => ({ url: '/users/password-reset', method: 'POST', body }),
    }),
    /**
     * The token of the link mailed to a new e-mail address; no session needed. A signed-in
     * account is read again, so the page shows the new address.
     */
    confirmEmail: build.mutation<MessageResponse, EmailConfirmBody>({
      query: (body) => ({ url: '/users/email/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    /** The token of a reset link and the new password. */
    resetPassword: build.mutation<MessageResponse, PasswordResetConfirmBody>({
      query: (body) => ({ url: '/users/password-reset/confirm', method: 'POST', body }),
    }),
  }),
})

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetProfileQuery,
  useLogOutMutation,
  useLogOutEverywhereMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useConfirmEmailMutation,
} = authApi
