import { z } from 'zod'
import { idSchema } from './common.js'
import { INVALID_EMAIL_MESSAGE, emailSchema } from './contact.js'
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_STRENGTH_YELLOW_FROM,
} from './limits.js'

export const USER_ROLES = ['customer', 'admin'] as const
export const userRoleSchema = z.enum(USER_ROLES)
export type UserRole = z.infer<typeof userRoleSchema>

/** The wire form of an account (docs/product-rules.md § Accounts): never a hash or a token version. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
})
export type User = z.infer<typeof userSchema>

/** Any one of the spec's special characters, escaped for a character class. */
const SPECIAL_CHARACTER = new RegExp(
  `[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`,
)

/**
 * docs/product-rules.md § Validation, Register: each rule the password must meet, in the order a checklist shows them.
 * The server refuses with the first failing rule's message.
 */
export const PASSWORD_RULES = [
  {
    label: `At least ${String(PASSWORD_MIN_LENGTH)} characters`,
    message: `Password must be at least ${String(PASSWORD_MIN_LENGTH)} characters long.`,
    isMet: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: 'An uppercase letter',
    message: 'Password must contain an uppercase letter.',
    isMet: (password: string) => /[A-Z]/.test(password),
  },
  {
    label: 'A lowercase letter',
    message: 'Password must contain a lowercase letter.',
    isMet: (password: string) => /[a-z]/.test(password),
  },
  {
    label: 'A number',
    message: 'Password must contain a number.',
    isMet: (password: string) => /[0-9]/.test(password),
  },
  {
    label: `A special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    message: `Password must contain a special character (${PASSWORD_SPECIAL_CHARACTERS}).`,
    isMet: (password: string) => SPECIAL_CHARACTER.test(password),
  },
] as const

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong'

/** docs/product-rules.md § States, Register: empty at 0, red under 6, yellow from 6, green when every rule holds. */
export function getPasswordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'empty'
  if (PASSWORD_RULES.every((rule) => rule.isMet(password))) return 'strong'
  return password.length >= PASSWORD_STRENGTH_YELLOW_FROM ? 'fair' : 'weak'
}

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.'

export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.isMet, rule.message),
  z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(
      MAX_PASSWORD_LENGTH,
      `Password cannot be longer than ${String(MAX_PASSWORD_LENGTH)} characters.`,
    ),
)

export const userNameSchema = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(MAX_NAME_LENGTH, `Name cannot be longer than ${String(MAX_NAME_LENGTH)} characters.`)

/** `POST /api/users/register`. Any other field (a `role` above all) is dropped, never stored. */
export const registerBodySchema = z.object({
  name: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
})
export type RegisterBody = z.infer<typeof registerBodySchema>

/** docs/product-rules.md § Validation, Login. */
export const LOGIN_REQUIRED_MESSAGE = 'Email and password are required.'
/** One message for an unknown e-mail and a wrong password (docs/product-rules.md § Accounts). */
export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password.'
export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Please log in instead.'

/** `POST /api/users/login`. The format is not checked here: a wrong e-mail is just a failed login. */
export const loginBodySchema = z.object({
  email: z
    .string({ error: LOGIN_REQUIRED_MESSAGE })
    .trim()
    .min(1, LOGIN_REQUIRED_MESSAGE)
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, LOGIN_REQUIRED_MESSAGE),
})
export type LoginBody = z.infer<typeof loginBodySchema>

export const authResponseSchema = z.object({ user: userSchema, token: z.string() })
export type AuthResponse = z.infer<typeof authResponseSchema>

/* ------------------------------------------------ The signed-in account (docs/product-rules.md § Accounts) */

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password.'
/** A wrong current password (401): the same words whichever form asked for it. */
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect.'
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current one.'

/** The current password as typed: never trimmed, never longer than any password can be. */
const currentPasswordSchema = z
  .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, CURRENT_PASSWORD_WRONG_MESSAGE)

/**
 * `PUT /api/users/profile`: only the fields given change. A new e-mail needs the current
 * password (401 without it or with a wrong one); the same e-mail again changes nothing.
 */
export const updateProfileBodySchema = z.object({
  name: userNameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: currentPasswordSchema.optional(),
})
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>

/**
 * The caller's own account (`GET` and `PUT /api/users/profile`): the user and the new e-mail
 * waiting for its confirmation from that address, or null. Until it is confirmed, `email`
 * stays the address the account signs in with.
 */
export const accountSchema = userSchema.extend({ pendingEmail: z.string().nullable() })
export type Account = z.infer<typeof accountSchema>

export const updateProfileResponseSchema = z.object({ user: accountSchema })
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>

/** `PUT /api/users/password`: the new password follows the sign-up rules. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
})
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>

/** The new session: every other token of the account has stopped working. */
export const changePasswordResponseSchema = z.object({ token: z.string() })
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>

/* ------------------------------------------------------------------------- Password reset */

/** `POST /api/users/password-reset`: the answer is the same whether or not the e-mail is known. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema })
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>

export const PASSWORD_RESET_REQUESTED_MESSAGE = `If an account exists for that email, we have sent it a link to choose a new password. The link works for ${String(PASSWORD_RESET_LINK_MINUTES)} minutes.`

export const PASSWORD_RESET_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.'
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed. Please log in with your new password.'

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is no token. */
const MAX_RESET_TOKEN_LENGTH = 128

/** `POST /api/users/password-reset/confirm`: the token from the link and the new password. */
export const passwordResetConfirmBodySchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_INVALID_MESSAGE })
    .min(1, PASSWORD_RESET_INVALID_MESSAGE)
    .max(MAX_RESET_TOKEN_LENGTH, PASSWORD_RESET_INVALID_MESSAGE),
  password: passwordSchema,
})
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>

/* ---------------------------------------------------------------- E-mail confirmation */

export const EMAIL_CONFIRMATION_INVALID_MESSAGE =
  'This email confirmation link is invalid, has expired or was already used. To change your email, save it in your profile again.'
export const EMAIL_CONFIRMED_MESSAGE =
  'Your new email address is confirmed. Use it to log in from now on.'

/** Confirmation tokens have the shape of reset tokens (32 random bytes in base64url). */
const MAX_EMAIL_CONFIRMATION_TOKEN_LENGTH = 128

/**
 * `POST /api/users/email/confirm`: the token of the link mailed to the new address; it works for
 * EMAIL_CONFIRMATION_LINK_MINUTES, once.
 */
export const emailConfirmBodySchema = z.object({
  token: z
    .string({ error: EMAIL_CONFIRMATION_INVALID_MESSAGE })
    .min(1, EMAIL_CONFIRMATION_INVALID_MESSAGE)
    .max(MAX_EMAIL_CONFIRMATION_TOKEN_LENGTH, EMAIL_CONFIRMATION_INVALID_MESSAGE),
})
export type EmailConfirmBody = z.infer<typeof emailConfirmBodySchema>
