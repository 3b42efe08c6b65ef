import type { ContactMessage } from '@shop/shared/admin'
import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  ADMIN_SEARCH_MESSAGE,
  sortInvalidMessage,
  sortKeys,
} from '@shop/shared/admin-lists'
import { ADMIN_MESSAGE_SORT_FIELDS } from '@shop/shared/admin-list-queries'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactMessages } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  await t.db.insert(contactMessages).values([
    {
      name: 'Mia Wong',
      email: 'mia@example.test',
      message: 'Where is my parcel?',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    },
    {
      name: 'Leo Park',
      email: 'zz-leo@example.test',
      message: 'Do you ship to Canada?',
      createdAt: new Date('2026-02-02T10:00:00Z'),
    },
    {
      name: 'Ana Silva',
      email: 'ana@parcelmail.test',
      message: 'Lovely jackets.',
      createdAt: new Date('2026-02-03T10:00:00Z'),
    },
  ])
})

afterAll(async () => {
  await t.close()
})

async function list(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/messages${query}`,
    headers: admin.headers,
  })
  const body = response.statusCode === 200 ? response.json<ContactMessage[]>() : []
  return {
    response,
    names: body.map((message) => message.name.split(' ')[0]),
    total: response.headers['x-total-count'],
  }
}

describe('GET /api/admin/messages', () => {
  test('answers the messages newest first with the count', async () => {
    const { response, names, total } = await list()
    expect(response.statusCode).toBe(200)
    expect(names).toEqual(['Ana', 'Leo', 'Mia'])
    expect(total).toBe('3')
  })

  test('page 2 holds the next rows; the count is every match', async () => {
    const second = await list('?limit=2&page=2')
    expect(second.names).toEqual(['Mia'])
    expect(second.total).toBe('3')
  })

  test('search finds any part of the name, e-mail or message', async () => {
    expect((await list('?search=PARK')).names).toEqual(['Leo'])
    expect((await list('?search=parcel')).names).toEqual(['Ana', 'Mia'])
    expect((await list('?search=canada')).names).toEqual(['Leo'])
  })

  test.each([
    ['createdAt', ['Mia', 'Leo', 'Ana']],
    ['name', ['Ana', 'Leo', 'Mia']],
    ['email', ['Ana', 'Mia', 'Leo']],
  ])('sort=%s ascending, and descending with -', async (field, ascending) => {
    expect((await list(`?sort=${field}`)).names).toEqual(ascending)
    expect((await list(`?sort=-${field}`)).names).toEqual([...ascending].reverse())
  })

  test.each([
    ['?page=0', ADMIN_PAGE_MESSAGE],
    ['?limit=101', ADMIN_LIMIT_MESSAGE],
    ['?sort=message', sortInvalidMessage(sortKeys(ADMIN_MESSAGE_SORT_FIELDS))],
    [`?search=${'a'.repeat(201)}`, ADMIN_SEARCH_MESSAGE],
  ])('%s is refused with 400 and says why', async (query, message) => {
    const { response } = await list(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('a guest gets 401 and a customer 403', async () => {
    const customer = await createTestUser(t)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: customer.headers,
    })
    expect(asCustomer.statusCode).toBe(403)
  })
})
