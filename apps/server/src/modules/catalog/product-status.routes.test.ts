import {
  BULK_ACTION_MESSAGE,
  BULK_ID_MESSAGE,
  BULK_IDS_MESSAGE,
} from '@shop/shared/admin-product-bulk'
import type { Cart } from '@shop/shared/cart'
import type { Product, ProductFilters } from '@shop/shared/catalog'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditEntries, products } from '../../db/schema/index.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { productInput, seedProduct, variant } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalog.service.js'

/** Drafts (products.status = 'draft') are kept in the back office and absent from the shop. */

let t: TestApp
let admin: TestUser
let customer: TestUser
let shown: string
let hidden: string

const ORIGIN = 'http://shop.test'

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t, { role: 'customer' })
})

beforeEach(async () => {
  await t.db.delete(products)
  t.catalogCache.clear()
  shown = await seedProduct(t.db, {
    name: 'Shown Tee',
    collections: 'Summer Edit',
    variants: [variant({ size: 'M', color: 'Black' })],
  })
  hidden = await seedProduct(
    t.db,
    {
      name: 'Hidden Parka',
      category: 'Outerwear',
      brand: 'Secretwear',
      collections: 'Winter Edit',
      gender: 'Women',
      price: 300,
      status: 'draft',
      variants: [variant({ size: 'XL', color: 'Olive', countInStock: 5 })],
    },
    { soldCount: 99 },
  )
})

afterAll(async () => {
  await t.close()
})

const get = (url: string, caller?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(caller ? { headers: caller.headers } : {}) })

const post = (url: string, payload: object, caller?: TestUser) =>
  t.app.inject({ method: 'POST', url, payload, ...(caller ? { headers: caller.headers } : {}) })

const bulk = (payload: object, caller: TestUser = admin) =>
  post('/api/admin/products/bulk', payload, caller)

describe('a draft is absent from the shop', () => {
  test('lists, search, new arrivals and the best seller leave it out', async () => {
    const list = await get('/api/products')
    expect(list.json<Product[]>().map((product) => product.name)).toEqual(['Shown Tee'])
    expect(list.headers['x-total-count']).toBe('1')
    expect((await get('/api/products?search=parka')).json()).toEqual([])
    expect((await get('/api/products?collection=winter-edit')).json()).toEqual([])
    const arrivals = (await get('/api/products/new-arrivals')).json<Product[]>()
    expect(arrivals.map((product) => product.name)).toEqual(['Shown Tee'])
    // The draft sold more, yet is never offered.
    expect((await get('/api/products/best-seller')).json<Product>().name).toBe('Shown Tee')
  })

  test('filters and collections offer none of its values', async () => {
    const filters = (await get('/api/products/filters')).json<ProductFilters>()
    expect(filters.categories).toEqual(['Top Wear'])
    expect(filters.brands).not.toContain('Secretwear')
    expect(filters.colors).toEqual(['Black'])
    expect(filters.sizes).toEqual(['M'])
    expect(filters.collections).toEqual([{ name: 'Summer Edit', slug: 'summer-edit' }])
    expect(filters.price.max).toBe(20)
  })

  test('its page and its similar products answer 404; an active product shows status active', async () => {
    const draft = await get(`/api/products/${hidden}`)
    expect(draft.statusCode).toBe(404)
    expect(draft.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
    expect((await get(`/api/products/similar/${hidden}`)).statusCode).toBe(404)
    const active = await get(`/api/products/${shown}`)
    expect(active.json<Product>().status).toBe('active')
  })

  test('the sitemap leaves it out', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    expect(sitemap).toContain(`/product/${shown}`)
    expect(sitemap).not.toContain(hidden)
    expect(sitemap).not.toContain('winter-edit')
  })

  test('it cannot be added to a cart or priced, as if it were deleted', async () => {
    const added = await post(
      '/api/cart',
      { productId: hidden, size: 'XL', color: 'Olive', quantity: 1 },
      customer,
    )
    expect(added.statusCode).toBe(404)
    expect(added.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
    const quote = await post(
      '/api/checkout/quote',
      { checkoutItems: [{ productId: hidden, size: 'XL', color: 'Olive', quantity: 1 }] },
      customer,
    )
    expect(quote.statusCode).toBe(404)
    expect(quote.json()).toEqual({ message: PRODUCT_NOT_FOUND_MESSAGE })
  })

  test('a cart line of a product that becomes a draft disappears, and comes back with it', async () => {
    const line = { productId: shown, size: 'M', color: 'Black', quantity: 1 }
    expect((await post('/api/cart', line, customer)).statusCode).toBe(200)
    expect((await bulk({ ids: [shown], action: 'deactivate' })).json()).toEqual({ updated: 1 })
    expect((await get('/api/cart', customer)).json<Cart>().products).toEqual([])
    await bulk({ ids: [shown], action: 'activate' })
    const cart = (await get('/api/cart', customer)).json<Cart>()
    expect(cart.products.map((product) => product.name)).toEqual(['Shown Tee'])
  })
})

describe('status in the product form', () => {
  test('a new product is active unless created as a draft; an edit without status keeps it', async () => {
    const created = await post(
      '/api/products',
      productInput({ name: 'Form Draft', status: 'draft', variants: [variant()] }),
      admin,
    )
    expect(created.statusCode).toBe(201)
    const draft = created.json<Product>()
    expect(draft.status).toBe('draft')
    expect((await get(`/api/products/${draft._id}`)).statusCode).toBe(404)

    const { status: _status, ...withoutStatus } = productInput({
      name: 'Form Draft, renamed',
      variants: draft.variants,
    })
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${draft._id}`,
      headers: admin.headers,
      payload: { ...withoutStatus, updatedAt: draft.updatedAt },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json<Product>()).toMatchObject({ name: 'Form Draft, renamed', status: 'draft' })

    const plain = await post('/api/products', productInput({ variants: [variant()] }), admin)
    expect(plain.json<Product>().status).toBe('active')

    const wrong = await post('/api/products', { ...productInput(), status: 'hidden' }, admin)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ message: 'Status must be active or draft.' })
  })
})

describe('POST /api/admin/products/bulk', () => {
  test('deactivate hides the products at once (the cache is dropped), activate shows them again', async () => {
    expect((await get('/api/products')).headers['x-total-count']).toBe('1')
    const deactivated = await bulk({ ids: [shown, hidden, randomUUID()], action: 'deactivate' })
    expect(deactivated.statusCode).toBe(200)
    // The draft was a draft already and the unknown id names nothing: one product changed.
    expect(deactivated.json()).toEqual({ updated: 1 })
    expect((await get('/api/products')).json()).toEqual([])
    expect((await get(`/api/products/${shown}`)).statusCode).toBe(404)

    const activated = await bulk({ ids: [shown, hidden], action: 'activate' })
    expect(activated.json()).toEqual({ updated: 2 })
    const names = (await get('/api/products')).json<Product[]>().map((product) => product.name)
    expect(names.sort()).toEqual(['Hidden Parka', 'Shown Tee'])
  })

  test('delete removes the named products and counts only those that existed', async () => {
    const deleted = await bulk({ ids: [hidden, randomUUID()], action: 'delete' })
    expect(deleted.json()).toEqual({ updated: 1 })
    expect((await get(`/api/admin/products`, admin)).json<Product[]>().map((p) => p.name)).toEqual([
      'Shown Tee',
    ])
  })

  test('each product changed gets its audit entry, with the admin and the status change', async () => {
    await bulk({ ids: [shown], action: 'deactivate' })
    await bulk({ ids: [hidden], action: 'delete' })
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.actorId, admin.user.id)))
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'products.bulk_deactivate',
          entityId: shown,
          entityLabel: 'Shown Tee',
          actorEmail: admin.user.email,
          changes: { status: { from: 'active', to: 'draft' } },
        }),
        expect.objectContaining({
          action: 'products.bulk_delete',
          entityId: hidden,
          entityLabel: 'Hidden Parka',
        }),
      ]),
    )
  })

  test.each([
    [{ ids: [], action: 'delete' }, BULK_IDS_MESSAGE],
    [{ ids: Array.from({ length: 101 }, () => randomUUID()), action: 'delete' }, BULK_IDS_MESSAGE],
    [{ action: 'delete' }, BULK_IDS_MESSAGE],
    [{ ids: ['not-an-id'], action: 'delete' }, BULK_ID_MESSAGE],
    [{ ids: [randomUUID()], action: 'archive' }, BULK_ACTION_MESSAGE],
    [{ ids: [randomUUID()] }, BULK_ACTION_MESSAGE],
  ])('%j is refused with 400 and changes nothing', async (payload, message) => {
    const response = await bulk(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect((await get('/api/admin/products', admin)).headers['x-total-count']).toBe('2')
  })

  test('a guest gets 401 and a customer 403, and nothing changes', async () => {
    const body = { ids: [shown], action: 'delete' }
    expect((await post('/api/admin/products/bulk', body)).statusCode).toBe(401)
    expect((await bulk(body, customer)).statusCode).toBe(403)
    expect((await get(`/api/products/${shown}`)).statusCode).toBe(200)
  })
})
