import type { AdminUser } from '@shop/shared/admin'
import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  sortInvalidMessage,
  sortKeys,
} from '@shop/shared/admin-lists'
import { ADMIN_USER_SORT_FIELDS, USER_ROLE_FILTER_MESSAGE } from '@shop/shared/admin-list-queries'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser

/** Created a day apart in this order; the admin who asks is the oldest account. */
const seeded = [
  { name: 'Carol Danvers', email: 'carol@marvel.test', role: 'customer' as const },
  { name: 'Bruce Banner', email: 'hulk@gamma.test', role: 'admin' as const },
  { name: 'Alice Liddell', email: 'alice@wonder.test', role: 'customer' as const },
]

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin', name: 'Zed Admin', email: 'zed@shop.test' })
  await t.db
    .update(users)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(users.id, admin.user.id))
  for (const [index, user] of seeded.entries()) {
    const { user: row } = await createTestUser(t, user)
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 2 + index)) })
      .where(eq(users.id, row.id))
  }
})

afterAll(async () => {
  await t.close()
})

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users${query}`,
    headers: admin.headers,
  })
  const body = response.statusCode === 200 ? response.json<AdminUser[]>() : []
  return {
    response,
    body,
    names: body.map((user) => user.name.split(' ')[0]),
    total: response.headers['x-total-count'],
  }
}

describe('GET /api/admin/users', () => {
  test('answers the accounts newest first with the count, never a password hash', async () => {
    const { response, names, total, body } = await list()
    expect(response.statusCode).toBe(200)
    expect(names).toEqual(['Alice', 'Bruce', 'Carol', 'Zed'])
    expect(total).toBe('4')
    expect(Object.keys(body[0] ?? {}).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'name',
      'role',
      'storeCredit',
    ])
  })

  test('page 2 holds the next rows; the count is every match', async () => {
    const second = await list('?limit=3&page=2')
    expect(second.names).toEqual(['Zed'])
    expect(second.total).toBe('4')
  })

  test('search finds any part of a name or e-mail, ignoring case', async () => {
    expect((await list('?search=BANN')).names).toEqual(['Bruce'])
    expect((await list('?search=gamma')).names).toEqual(['Bruce'])
    expect((await list('?search=.test')).total).toBe('4')
    expect((await list('?search=_')).total).toBe('0')
  })

  test('role filters customers or admins', async () => {
    expect((await list('?role=admin')).names).toEqual(['Bruce', 'Zed'])
    expect((await list('?role=customer&search=a')).names).toEqual(['Alice', 'Carol'])
  })

  test.each([
    ['name', ['Alice', 'Bruce', 'Carol', 'Zed']],
    ['email', ['Alice', 'Carol', 'Bruce', 'Zed']],
    ['createdAt', ['Zed', 'Carol', 'Bruce', 'Alice']],
  ])('sort=%s ascending, and descending with -', async (field, ascending) => {
    expect((await list(`?sort=${field}`)).names).toEqual(ascending)
    expect((await list(`?sort=-${field}`)).names).toEqual([...ascending].reverse())
  })

  test('sort=role puts admins before customers, and after them with -role', async () => {
    expect((await list('?sort=role')).body.map((user) => user.role)).toEqual([
      'admin',
      'admin',
      'customer',
      'customer',
    ])
    expect((await list('?sort=-role')).body.map((user) => user.role)).toEqual([
      'customer',
      'customer',
      'admin',
      'admin',
    ])
  })

  test.each([
    ['?page=-1', ADMIN_PAGE_MESSAGE],
    ['?limit=abc', ADMIN_LIMIT_MESSAGE],
    ['?sort=password', sortInvalidMessage(sortKeys(ADMIN_USER_SORT_FIELDS))],
    ['?role=owner', USER_ROLE_FILTER_MESSAGE],
  ])('%s is refused with 400 and says why', async (query, message) => {
    const { response } = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const customer = await createTestUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=admin',
      headers: customer.headers,
    })
    expect(asCustomer.statusCode).toBe(403)
  })
})
