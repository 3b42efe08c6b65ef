import {
  LAST_ADMIN_DELETE_MESSAGE,
  LAST_ADMIN_DEMOTE_MESSAGE,
  ROLE_INVALID_MESSAGE,
  USER_DELETED_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  type AdminOrder,
  type AdminUser,
  type UpdateUserResponse,
} from '@shop/shared/admin'
import { EMAIL_TAKEN_MESSAGE, type AuthResponse } from '@shop/shared/users'
import { and, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '../../db/schema/index.js'
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/auth.js'
import { TEST_PASSWORD, createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { isPostgresRun } from '../../testing/test-database.js'
import { uniqueEmail } from '../../testing/unique-values.js'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin', name: 'Head Admin' })
})

afterAll(async () => {
  await t.close()
})

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const as = (caller: TestUser) => ({
  list: () => t.app.inject({ url: '/api/admin/users', headers: caller.headers }),
  create: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers: caller.headers, payload }),
  update: (id: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: caller.headers,
      payload,
    }),
  remove: (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: caller.headers }),
})

const profileStatus = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/users/profile', headers: user.headers })).statusCode

/** Leaves exactly these admins in the shop (everyone else who was admin becomes a customer). */
async function keepOnlyAdmins(...admins: TestUser[]): Promise<void> {
  await t.db
    .update(users)
    .set({ role: 'customer' })
    .where(
      and(
        eq(users.role, 'admin'),
        notInArray(
          users.id,
          admins.map((kept) => kept.user.id),
        ),
      ),
    )
}

async function adminCount(): Promise<number> {
  return (await t.db.select().from(users).where(eq(users.role, 'admin'))).length
}

describe('GET /api/admin/users', () => {
  test('the admin sees every account, newest first, without any password hash', async () => {
    const older = await createTestUser(t, { name: 'Older' })
    const newer = await createTestUser(t, { name: 'Newer' })
    const response = await as(admin).list()
    expect(response.statusCode).toBe(200)
    const list = response.json<AdminUser[]>()
    const ids = list.map((user) => user._id)
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id))
    expect(list.find((user) => user._id === newer.user.id)).toEqual({
      _id: newer.user.id,
      name: 'Newer',
      email: newer.user.email,
      role: 'customer',
      createdAt: newer.user.createdAt.toISOString(),
      storeCredit: 0,
    })
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash|tokenVersion/)
  })
})

describe('POST /api/admin/users', () => {
  test('the admin adds an admin who can log in with the given password', async () => {
    const email = uniqueEmail('newadmin')
    const response = await as(admin).create({
      name: ' New Admin ',
      email: ` ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      role: 'admin',
    })
    expect(response.statusCode).toBe(201)
    const created = response.json<AdminUser>()
    expect(created).toEqual({
      _id: expect.any(String) as string,
      name: 'New Admin',
      email,
      role: 'admin',
      createdAt: expect.any(String) as string,
      storeCredit: 0,
    })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '10.6.0.1',
    })
    expect(login.statusCode).toBe(200)
    expect(login.json<AuthResponse>().user.role).toBe('admin')
  })

  test('without a role the new account is a customer', async () => {
    const response = await as(admin).create({
      name: 'Plain',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json<AdminUser>().role).toBe('customer')
  })

  test('a taken e-mail, in any letter case, is refused with 409 and the sign-up message', async () => {
    const existing = await createTestUser(t)
    const response = await as(admin).create({
      name: 'Twin',
      email: existing.user.email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
  })

  test.each([
    [{ email: 'a@b.co', password: TEST_PASSWORD }, 'Name is required.'],
    [{ name: 'Ann', password: TEST_PASSWORD }, 'Email is required.'],
    [
      { name: 'Ann', email: 'ann@', password: TEST_PASSWORD },
      'Please enter a valid email address.',
    ],
    [{ name: 'Ann', email: 'a@b.co' }, 'Password is required.'],
    [
      { name: 'Ann', email: 'a@b.co', password: 'secret123!' },
      'Password must contain an uppercase letter.',
    ],
    [
      { name: 'Ann', email: 'a@b.co', password: TEST_PASSWORD, role: 'owner' },
      ROLE_INVALID_MESSAGE,
    ],
  ])('an incomplete or invalid account is refused with 400: %#', async (body, message) => {
    const response = await as(admin).create(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })
})

describe('PUT /api/admin/users/:id', () => {
  test('the admin renames a user and changes the e-mail; their session carries on', async () => {
    const customer = await createTestUser(t, { name: 'Before' })
    const email = uniqueEmail('renamed')
    const response = await as(admin).update(customer.user.id, {
      name: 'After',
      email: email.toUpperCase(),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<UpdateUserResponse>()).toEqual({
      user: {
        _id: customer.user.id,
        name: 'After',
        email,
        role: 'customer',
        createdAt: customer.user.createdAt.toISOString(),
        storeCredit: 0,
      },
    })
    expect(await profileStatus(customer)).toBe(200)
  })

  test('a promoted customer’s old token stops at once; a demoted admin’s too', async () => {
    const customer = await createTestUser(t)
    const promoted = await as(admin).update(customer.user.id, { role: 'admin' })
    expect(promoted.json<UpdateUserResponse>().user.role).toBe('admin')
    const refused = await t.app.inject({ url: '/api/users/profile', headers: customer.headers })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })

    const otherAdmin = await createTestUser(t, { role: 'admin' })
    expect((await as(otherAdmin).list()).statusCode).toBe(200)
    const demoted = await as(admin).update(otherAdmin.user.id, { role: 'customer' })
    expect(demoted.statusCode).toBe(200)
    expect((await as(otherAdmin).list()).statusCode).toBe(401)
  })

  test('sending the same role again changes nothing and ends no session', async () => {
    const customer = await createTestUser(t)
    const response = await as(admin).update(customer.user.id, { role: 'customer' })
    expect(response.statusCode).toBe(200)
    expect(await profileStatus(customer)).toBe(200)
  })

  test('the last admin cannot be demoted (409); with a second admin it works', async () => {
    const only = await createTestUser(t, { role: 'admin' })
    await keepOnlyAdmins(only)
    const refused = await as(only).update(only.user.id, { role: 'customer' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: LAST_ADMIN_DEMOTE_MESSAGE })
    expect(await adminCount()).toBe(1)

    const second = await createTestUser(t, { role: 'admin' })
    const demoted = await as(second).update(only.user.id, { role: 'customer' })
    expect(demoted.statusCode).toBe(200)
    expect(await adminCount()).toBe(1)
    admin = second
  })

  test('another user’s e-mail is refused with 409', async () => {
    const first = await createTestUser(t)
    const second = await createTestUser(t)
    const response = await as(admin).update(second.user.id, { email: first.user.email })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE })
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await as(admin).update(id, { name: 'Ghost' })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: USER_NOT_FOUND_MESSAGE })
    }
  })

  test.each([
    [{ name: '  ' }, 'Name is required.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ role: 'root' }, ROLE_INVALID_MESSAGE],
  ])('an invalid change is refused with 400: %#', async (body, message) => {
    const customer = await createTestUser(t)
    const response = await as(admin).update(customer.user.id, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })
})

describe('DELETE /api/admin/users/:id', () => {
  test('a deleted user is logged out at once and their orders stay without a user', async () => {
    const customer = await createTestUser(t)
    const orderId = await seedOrder(t.db, { userId: customer.user.id })
    const response = await as(admin).remove(customer.user.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: USER_DELETED_MESSAGE })
    expect(await profileStatus(customer)).toBe(401)

    const order = await t.app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
    })
    expect(order.statusCode).toBe(200)
    expect(order.json<AdminOrder>().user).toBeNull()
    const list = (await as(admin).list()).json<AdminUser[]>()
    expect(list.some((user) => user._id === customer.user.id)).toBe(false)
  })

  test('the last admin cannot be deleted (409)', async () => {
    await keepOnlyAdmins(admin)
    const response = await as(admin).remove(admin.user.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: LAST_ADMIN_DELETE_MESSAGE })
    expect(await profileStatus(admin)).toBe(200)
  })

  test('an admin may be deleted while another admin remains', async () => {
    const leaving = await createTestUser(t, { role: 'admin' })
    const response = await as(admin).remove(leaving.user.id)
    expect(response.statusCode).toBe(200)
    expect(await profileStatus(leaving)).toBe(401)
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await as(admin).remove(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: USER_NOT_FOUND_MESSAGE })
    }
  })
})

describe('the last admin, under parallel requests', () => {
  test.runIf(isPostgresRun())(
    'two admins demoting each other at the same moment: exactly one succeeds',
    async () => {
      const first = await createTestUser(t, { role: 'admin' })
      const second = await createTestUser(t, { role: 'admin' })
      await keepOnlyAdmins(first, second)
      const responses = await Promise.all([
        as(first).update(second.user.id, { role: 'customer' }),
        as(second).update(first.user.id, { role: 'customer' }),
      ])
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      // The loser is refused as the last admin, or (when it came second) as no longer an admin.
      expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1)
      expect(await adminCount()).toBe(1)
      admin = statuses[0] === 200 ? first : second
    },
  )

  test.runIf(isPostgresRun())(
    'two admins deleting each other at the same moment: exactly one succeeds',
    async () => {
      const first = await createTestUser(t, { role: 'admin' })
      const second = await createTestUser(t, { role: 'admin' })
      await keepOnlyAdmins(first, second)
      const responses = await Promise.all([
        as(first).remove(second.user.id),
        as(second).remove(first.user.id),
      ])
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1)
      expect(await adminCount()).toBe(1)
    },
  )
})
