import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  type LoginBody,
} from '@shop/shared/users'
import type { Database } from '../../db/client.js'
import type { UserRow } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { SessionUser } from '../../plugins/auth.js'
import { checkPasswordThrottled } from './password-check.js'
import type { SignInCounters } from './sign-in-counters.js'
import { checkLoginPassword, checkOwnPassword, normalizeEmail } from './users.service.js'

/** What checking a password needs: the database and the sign-in counters. */
export interface SignInDeps {
  db: Database
  signInCounters: SignInCounters
}

/**
 * docs/product-rules.md § Accounts: the account for a right e-mail and password. A wrong e-mail and a
 * wrong password get the same 401; guesses are throttled per address and per account (429).
 */
export async function logIn(deps: SignInDeps, body: LoginBody, address: string): Promise<UserRow> {
  const { user, isMatch } = await checkPasswordThrottled(
    deps,
    { account: normalizeEmail(body.email), address },
    () => checkLoginPassword(deps.db, body),
  )
  if (!user || !isMatch) throw new AppError('unauthorized', LOGIN_FAILED_MESSAGE)
  return user
}

/**
 * The signed-in caller proves the current password before changing the e-mail or the password:
 * 401 without it or when it is wrong, throttled like a login so a stolen session cannot be used
 * to guess it.
 */
export async function confirmCurrentPassword(
  deps: SignInDeps,
  session: SessionUser,
  password: string | undefined,
  address: string,
): Promise<UserRow> {
  if (password === undefined) throw new AppError('unauthorized', CURRENT_PASSWORD_REQUIRED_MESSAGE)
  const { user, isMatch } = await checkPasswordThrottled(
    deps,
    { account: session.email, address },
    () => checkOwnPassword(deps.db, session.id, session.email, password),
  )
  if (!user || !isMatch) throw new AppError('unauthorized', CURRENT_PASSWORD_WRONG_MESSAGE)
  return user
}
