import { randomUUID } from 'node:crypto'
import type { AdminUser } from '@shop/shared/admin'
import {
  ADMIN_LIMIT_MESSAGE,
  ADMIN_PAGE_MESSAGE,
  sortInvalidMessage,
} from '@shop/shared/admin-lists'
import { AUDIT_ACTOR_MESSAGE, AUDIT_RANGE_MESSAGE, type AuditEntry } from '@shop/shared/audit'
import type { Product } from '@shop/shared/catalog'
import type { Discount } from '@shop/shared/discounts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditEntries, contactMessages, mailOutbox } from '../../db/schema/index.js'
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../testing/auth-headers.js'
import { productInput, seedProduct, variant } from '../../testing/factories.js'
import { seedOrder } from '../../testing/order-factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { recordAudit } from './record-audit.js'

/** docs/product-rules.md § Back office at scale: every admin write leaves an entry; GET /api/admin/audit. */

let t: TestApp
let admin: TestUser

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin', email: `auditor-${randomUUID()}@example.test` })
})

afterAll(async () => {
  await t.close()
})

async function auditList(
  query: Record<string, string | number> = {},
  headers: Record<string, string> = admin.headers,
) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  )
  return t.app.inject({ url: `/api/admin/audit?${params.toString()}`, headers })
}

/** The entries of one record, newest first. */
async function entriesOf(entityId: string): Promise<AuditEntry[]> {
  const response = await auditList({ entityId })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AuditEntry[]>()
}

/** The newest entry of a record, checked to name the admin who made the change. */
async function latestEntryOf(entityId: string): Promise<AuditEntry> {
  const [entry] = await entriesOf(entityId)
  if (!entry) throw new Error(`No audit entry for ${entityId}`)
  expect(entry.actorEmail).toBe(admin.user.email)
  expect(entry.actorId).toBe(admin.user.id)
  return entry
}

async function entryCount(): Promise<number> {
  return (await t.db.select().from(auditEntries)).length
}

const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload })

describe('users', () => {
  test('adding, editing, promoting and deleting an account leave entries without a secret', async () => {
    const email = `new-${randomUUID()}@example.test`
    const created = await write('POST', '/api/admin/users', {
      name: 'Grace',
      email,
      password: TEST_PASSWORD,
      role: 'customer',
    })
    expect(created.statusCode, created.body).toBe(201)
    const user = created.json<AdminUser>()
    const createEntry = await latestEntryOf(user._id)
    expect(createEntry).toMatchObject({
      action: 'user.create',
      entityType: 'user',
      entityLabel: email,
      changes: {
        name: { from: null, to: 'Grace' },
        email: { from: null, to: email },
        role: { from: null, to: 'customer' },
      },
    })
    expect(JSON.stringify(createEntry)).not.toMatch(/password|hash|Secret123/i)

    await write('PUT', `/api/admin/users/${user._id}`, { name: 'Grace H.' })
    expect(await latestEntryOf(user._id)).toMatchObject({
      action: 'user.update',
      changes: { name: { from: 'Grace', to: 'Grace H.' } },
    })

    await write('PUT', `/api/admin/users/${user._id}`, { role: 'admin' })
    const roleEntry = await latestEntryOf(user._id)
    expect(roleEntry.action).toBe('user.role')
    expect(roleEntry.changes).toEqual({ role: { from: 'customer', to: 'admin' } })

    expect((await write('DELETE', `/api/admin/users/${user._id}`)).statusCode).toBe(200)
    expect(await latestEntryOf(user._id)).toMatchObject({
      action: 'user.delete',
      entityLabel: email,
      changes: { role: { from: 'admin', to: null } },
    })
  })

  test('a refused write (a taken e-mail, 409) leaves no entry', async () => {
    const before = await entryCount()
    const response = await write('POST', '/api/admin/users', {
      name: 'Twin',
      email: admin.user.email,
      password: TEST_PASSWORD,
      role: 'customer',
    })
    expect(response.statusCode).toBe(409)
    expect(await entryCount()).toBe(before)
  })
})

describe('products', () => {
  test('create, update and delete record the changed fields and a short variant summary', async () => {
    const sku = `AUD-${randomUUID().slice(0, 8)}`
    const created = await write(
      'POST',
      '/api/products',
      productInput({ name: 'Audit Tee', variants: [variant({ sku, countInStock: 5 })] }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const product = created.json<Product>()
    expect(await latestEntryOf(product._id)).toMatchObject({
      action: 'product.create',
      entityType: 'product',
      entityLabel: 'Audit Tee',
      changes: { name: { from: null, to: 'Audit Tee' }, price: { from: null, to: 20 } },
    })

    const updated = await write('PUT', `/api/products/${product._id}`, {
      ...productInput({ name: 'Audit Tee', brand: 'Testwear' }),
      price: 25,
      status: 'draft',
      variants: [{ ...product.variants[0], countInStock: 3 }],
      updatedAt: product.updatedAt,
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const entry = await latestEntryOf(product._id)
    expect(entry.action).toBe('product.update')
    expect(entry.changes).toEqual({
      price: { from: 20, to: 25 },
      status: { from: 'active', to: 'draft' },
      variants: {
        from: [`${sku} (M, Black): 5 in stock`],
        to: [`${sku} (M, Black): 3 in stock`],
      },
    })

    expect((await write('DELETE', `/api/products/${product._id}`)).statusCode).toBe(200)
    expect(await latestEntryOf(product._id)).toMatchObject({
      action: 'product.delete',
      entityLabel: 'Audit Tee',
      changes: { name: { from: 'Audit Tee', to: null } },
    })
  })

  test('a stale save (409) leaves no entry', async () => {
    const id = await seedProduct(t.db, { name: 'Stale Tee' })
    const before = await entryCount()
    const response = await write('PUT', `/api/products/${id}`, {
      ...productInput({ name: 'Stale Tee renamed' }),
      updatedAt: '2000-01-01T00:00:00.000Z',
    })
    expect(response.statusCode).toBe(409)
    expect(await entryCount()).toBe(before)
    expect(await entriesOf(id)).toEqual([])
  })
})

describe('orders', () => {
  test('a status change, a tracking number, a refund and a delete are recorded', async () => {
    const id = await seedOrder(t.db)
    const label = `#${id.slice(0, 8)}`

    const response = await write('PUT', `/api/admin/orders/${id}`, { status: 'Shipped' })
    expect(response.statusCode, response.body).toBe(200)
    expect(await latestEntryOf(id)).toMatchObject({
      action: 'order.status',
      entityType: 'order',
      entityLabel: label,
      changes: { status: { from: 'Processing', to: 'Shipped' } },
    })

    await write('PUT', `/api/admin/orders/${id}`, { trackingNumber: 'TRACK-1' })
    expect(await latestEntryOf(id)).toMatchObject({
      action: 'order.tracking',
      changes: { trackingNumber: { from: null, to: 'TRACK-1' } },
    })

    const refunded = await write('POST', `/api/admin/orders/${id}/refund`, { cancel: true })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(await latestEntryOf(id)).toMatchObject({
      action: 'order.refund',
      changes: {
        paymentStatus: { from: 'paid', to: 'refunded' },
        status: { from: 'Shipped', to: 'Cancelled' },
      },
    })
    // Asking again refunds nothing and records nothing.
    const count = (await entriesOf(id)).length
    await write('POST', `/api/admin/orders/${id}/refund`, {})
    expect(await entriesOf(id)).toHaveLength(count)

    expect((await write('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(200)
    expect((await latestEntryOf(id)).action).toBe('order.delete')
  })
})

describe('discounts, tax rates, outbox and messages', () => {
  test('a discount code’s create, update and delete are recorded in the back office’s units', async () => {
    const code = `AUDIT-${randomUUID().slice(0, 6).toUpperCase()}`
    const body = {
      code,
      type: 'percent',
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      active: true,
    }
    const created = await write('POST', '/api/admin/discounts', body)
    expect(created.statusCode, created.body).toBe(201)
    const discount = created.json<Discount>()
    expect(await latestEntryOf(discount._id)).toMatchObject({
      action: 'discount.create',
      entityLabel: code,
      changes: { value: { from: null, to: 10 } },
    })

    await write('PUT', `/api/admin/discounts/${discount._id}`, { ...body, value: 12.5 })
    expect((await latestEntryOf(discount._id)).changes).toEqual({
      value: { from: 10, to: 12.5 },
    })

    const before = await entryCount()
    expect((await write('POST', '/api/admin/discounts', body)).statusCode).toBe(409)
    expect(await entryCount()).toBe(before)

    await write('DELETE', `/api/admin/discounts/${discount._id}`)
    expect((await latestEntryOf(discount._id)).action).toBe('discount.delete')
  })

  test('replacing the tax rates records each place whose rate changed', async () => {
    await write('PUT', '/api/admin/tax-rates', [{ country: 'US', state: 'CA', rate: 7.25 }])
    const response = await write('PUT', '/api/admin/tax-rates', [
      { country: 'US', state: 'CA', rate: 8 },
      { country: 'US', state: 'NY', rate: 4 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const [entry] = (await auditList({ action: 'tax_rates.replace' })).json<AuditEntry[]>()
    expect(entry).toMatchObject({
      entityType: 'tax_rates',
      entityId: null,
      actorEmail: admin.user.email,
      changes: { 'US/CA': { from: 7.25, to: 8 }, 'US/NY': { from: null, to: 4 } },
    })
  })

  test('retrying a failed e-mail and deleting a contact message are recorded', async () => {
    const [message] = await t.db
      .insert(mailOutbox)
      .values({
        kind: 'welcome',
        recipient: 'someone@example.test',
        subject: 'Welcome',
        payload: { name: 'Someone' },
        status: 'failed',
      })
      .returning()
    if (!message) throw new Error('No outbox row')
    expect((await write('POST', `/api/admin/outbox/${message.id}/retry`)).statusCode).toBe(200)
    expect(await latestEntryOf(message.id)).toMatchObject({
      action: 'outbox.retry',
      changes: { status: { from: 'failed', to: 'queued' } },
    })

    const [contact] = await t.db
      .insert(contactMessages)
      .values({ name: 'Ann', email: 'ann@example.test', message: 'Hello there, shop!' })
      .returning()
    if (!contact) throw new Error('No contact row')
    expect((await write('DELETE', `/api/admin/messages/${contact.id}`)).statusCode).toBe(200)
    expect(await latestEntryOf(contact.id)).toMatchObject({
      action: 'message.delete',
      entityLabel: 'ann@example.test',
    })
  })
})

describe('GET /api/admin/audit', () => {
  let other: TestUser
  const entityId = randomUUID()

  beforeAll(async () => {
    other = await createTestUser(t, { role: 'admin', email: `other-${randomUUID()}@example.test` })
    // Three entries of one record, a day apart (1, 2 and 3 January), by two admins.
    for (const [index, actor] of [admin, other, admin].entries()) {
      await recordAudit(t.db, actor.user, {
        action: 'product.update',
        entityType: 'product',
        entityId,
        entityLabel: `Paged Parka ${String(index)}`,
      })
    }
    for (const index of [0, 1, 2]) {
      await t.db
        .update(auditEntries)
        .set({ createdAt: new Date(`2026-01-0${String(index + 1)}T12:00:00Z`) })
        .where(eq(auditEntries.entityLabel, `Paged Parka ${String(index)}`))
    }
  })

  test('pages newest first with the total in X-Total-Count', async () => {
    const first = await auditList({ entityId, limit: 2 })
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-total-count']).toBe('3')
    expect(first.json<AuditEntry[]>().map((entry) => entry.entityLabel)).toEqual([
      'Paged Parka 2',
      'Paged Parka 1',
    ])
    const second = await auditList({ entityId, limit: 2, page: 2 })
    expect(second.json<AuditEntry[]>().map((entry) => entry.entityLabel)).toEqual(['Paged Parka 0'])
    const oldestFirst = await auditList({ entityId, sort: 'createdAt', limit: 1 })
    expect(oldestFirst.json<AuditEntry[]>()[0]?.entityLabel).toBe('Paged Parka 0')
  })

  test('filters by actor, action, type and days, and searches labels and e-mails', async () => {
    const byOther = await auditList({ entityId, actor: other.user.email.toUpperCase() })
    expect(byOther.json<AuditEntry[]>().map((entry) => entry.entityLabel)).toEqual([
      'Paged Parka 1',
    ])
    expect((await auditList({ entityId, action: 'product.delete' })).json()).toEqual([])
    expect((await auditList({ entityId, entityType: 'product' })).headers['x-total-count']).toBe(
      '3',
    )
    const january = await auditList({ entityId, from: '2026-01-01', to: '2026-01-01' })
    expect(january.json<AuditEntry[]>().map((entry) => entry.entityLabel)).toEqual([
      'Paged Parka 0',
    ])
    expect((await auditList({ search: 'paged parka' })).headers['x-total-count']).toBe('3')
    expect((await auditList({ search: other.user.email })).headers['x-total-count']).toBe('1')
    // % is a literal character, not a wildcard.
    expect((await auditList({ search: 'Paged%Parka' })).json()).toEqual([])
  })

  test.each([
    [{ page: 0 }, ADMIN_PAGE_MESSAGE],
    [{ limit: 101 }, ADMIN_LIMIT_MESSAGE],
    [{ limit: 'many' }, ADMIN_LIMIT_MESSAGE],
    [{ sort: 'action' }, sortInvalidMessage(['createdAt', '-createdAt'])],
    [{ actor: 'not-an-email' }, AUDIT_ACTOR_MESSAGE],
    [{ from: '2026-13-01' }, 'Dates must be written YYYY-MM-DD.'],
    [{ from: '2026-02-01', to: '2026-01-01' }, AUDIT_RANGE_MESSAGE],
  ])('refuses %j with 400', async (query, message) => {
    const response = await auditList(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('is for admins only', async () => {
    const customer = await createTestUser(t)
    expect((await auditList({}, customer.headers)).statusCode).toBe(403)
    expect((await auditList({}, {})).statusCode).toBe(401)
  })
})
