import { afterAll, beforeAll } from 'vitest'
import { createTestUser, type TestUser } from './auth-headers.js'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js'

export interface SignedInTestApp {
  /** The real app on the file's fresh database. */
  t: TestApp
  /** A signed-in admin of that app. */
  admin: TestUser
  /** A signed-in customer of that app. */
  customer: TestUser
}

/**
 * The set-up of most API test files: one app for the file, built before its tests with an admin
 * and a customer signed in, and closed after them. Call it at the file's (or a describe's) top:
 *
 *     const { t, admin, customer } = useSignedInTestApp()
 *
 * The three objects are filled in by the `beforeAll` it registers, so read their fields inside
 * tests and hooks, never at the top level.
 */
export function useSignedInTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): SignedInTestApp {
  const signedIn: SignedInTestApp = {
    t: {} as TestApp,
    admin: {} as TestUser,
    customer: {} as TestUser,
  }

  let isBuilt = false
  beforeAll(async () => {
    Object.assign(signedIn.t, await createTestApp(env, options))
    isBuilt = true
    Object.assign(signedIn.admin, await createTestUser(signedIn.t, { role: 'admin' }))
    Object.assign(signedIn.customer, await createTestUser(signedIn.t))
  })

  afterAll(async () => {
    // An app that failed to build has nothing to close: its own error is the one to read.
    if (isBuilt) await signedIn.t.close()
  })

  return signedIn
}
