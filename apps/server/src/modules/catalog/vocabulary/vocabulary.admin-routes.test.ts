import { randomUUID } from 'node:crypto'
import {
  COLOR_HEX_MESSAGE,
  VOCABULARY_NAME_LENGTH_MESSAGE,
  VOCABULARY_ORDER_MESSAGE,
  vocabularyInUseMessage,
  vocabularyNotFoundMessage,
  vocabularyTakenMessage,
  type CatalogVocabulary,
} from '@shop/shared/catalog-vocabulary'
import type { Product } from '@shop/shared/catalog'
import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { auditEntries, cartLines, carts } from '../../../db/schema/index.js'
import type { TestUser } from '../../../testing/auth-headers.js'
import { seedProduct, variant } from '../../../testing/factories.js'
import { useSignedInTestApp } from '../../../testing/signed-in-test-app.js'

const { t, admin, customer } = useSignedInTestApp()

/** A name no other test uses: the lists live in the file's one database. */
const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`

const as = (caller: TestUser | null) => {
  const headers = caller?.headers ?? {}
  const url = (path: string) => `/api/admin/vocabulary${path}`
  return {
    read: () => t.app.inject({ url: url(''), headers }),
    add: (list: string, payload: object) =>
      t.app.inject({ method: 'POST', url: url(`/${list}`), headers, payload }),
    rename: (list: string, name: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: url(`/${list}/${encodeURIComponent(name)}`),
        headers,
        payload,
      }),
    reorder: (list: string, names: string[]) =>
      t.app.inject({ method: 'PUT', url: url(`/${list}/order`), headers, payload: { names } }),
    remove: (list: string, name: string) =>
      t.app.inject({
        method: 'DELETE',
        url: url(`/${list}/${encodeURIComponent(name)}`),
        headers,
      }),
  }
}

async function readLists(): Promise<CatalogVocabulary> {
  const response = await as(admin).read()
  expect(response.statusCode).toBe(200)
  return response.json<CatalogVocabulary>()
}

async function latestAudit(entityType: string, entityId: string) {
  const [entry] = await t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.createdAt))
    .limit(1)
  return entry
}

describe('GET /api/admin/vocabulary', () => {
  test('lists the seeded values: sizes in the XS–XXL order, colours with their hex', async () => {
    const lists = await readLists()
    expect(lists.sizes.map((size) => size.name).slice(0, 6)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ])
    expect(lists.categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Top Wear', 'Bottom Wear']),
    )
    expect(lists.genders.map((gender) => gender.name)).toEqual(
      expect.arrayContaining(['Men', 'Women', 'Unisex']),
    )
    expect(lists.colors).toContainEqual({ name: 'Navy', hex: '#1f2c4c' })
  })

  test('is for admins only', async () => {
    expect((await as(null).read()).statusCode).toBe(401)
    expect((await as(customer).read()).statusCode).toBe(403)
    expect((await as(customer).add('colors', { name: 'Gold', hex: '#ffd700' })).statusCode).toBe(
      403,
    )
    expect((await as(customer).remove('sizes', 'XS')).statusCode).toBe(403)
  })
})

describe('adding', () => {
  test('a colour is added at the end with its hex in lower case, and audited', async () => {
    const name = uniqueName('Sunset Orange')
    const response = await as(admin).add('colors', { name: `  ${name} `, hex: '#FF8C42' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ name, hex: '#ff8c42' })
    expect((await readLists()).colors.at(-1)).toEqual({ name, hex: '#ff8c42' })

    const entry = await latestAudit('color', name)
    expect(entry).toMatchObject({
      action: 'color.create',
      actorEmail: admin.user.email,
      actorId: admin.user.id,
      changes: { name: { from: null, to: name }, hex: { from: null, to: '#ff8c42' } },
    })
  })

  test('a name already listed, in any capitals, is a 409', async () => {
    const response = await as(admin).add('colors', { name: 'nAvY', hex: '#000000' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: vocabularyTakenMessage('colors', 'nAvY') })

    const size = await as(admin).add('sizes', { name: 'xl' })
    expect(size.statusCode).toBe(409)
    expect(size.json()).toEqual({ message: '"xl" is already in the size list.' })
  })

  test('a bad hex, an empty or an over-long name is a 400 with its message', async () => {
    for (const hex of ['#ff8c4', 'orange', '#gg0000', '']) {
      const response = await as(admin).add('colors', { name: uniqueName('Odd'), hex })
      expect(response.statusCode, hex).toBe(400)
      expect(response.json()).toEqual({ message: COLOR_HEX_MESSAGE })
    }
    const missingHex = await as(admin).add('colors', { name: uniqueName('Odd') })
    expect(missingHex.statusCode).toBe(400)

    expect((await as(admin).add('categories', { name: '   ' })).json()).toEqual({
      message: 'Name is required.',
    })
    const long = await as(admin).add('genders', { name: 'x'.repeat(51) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ message: VOCABULARY_NAME_LENGTH_MESSAGE })
  })
})

describe('renaming', () => {
  test('a colour rename rewrites variants, cart lines and image tags in one go', async () => {
    const oldName = uniqueName('Sunsett')
    const newName = uniqueName('Sunset')
    expect((await as(admin).add('colors', { name: oldName, hex: '#ff8c42' })).statusCode).toBe(201)
    const productId = await seedProduct(t.db, {
      variants: [variant({ size: 'S', color: oldName }), variant({ size: 'M', color: 'Black' })],
      images: [
        { url: '/uploads/a.webp', altText: 'front', color: oldName },
        { url: '/uploads/b.webp', altText: 'back' },
      ],
    })
    const [cart] = await t.db
      .insert(carts)
      .values({ userId: customer.user.id })
      .returning({ id: carts.id })
    if (!cart) throw new Error('The cart was not created.')
    await t.db
      .insert(cartLines)
      .values({ cartId: cart.id, productId, size: 'S', color: oldName, quantity: 1 })

    const response = await as(admin).rename('colors', oldName, { name: newName })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: newName, hex: '#ff8c42' })

    const product = (await t.app.inject({ url: `/api/products/${productId}` })).json<Product>()
    expect(product.variants.map((v) => v.color).sort()).toEqual(['Black', newName].sort())
    expect(product.images).toEqual([
      { url: '/uploads/a.webp', altText: 'front', color: newName },
      { url: '/uploads/b.webp', altText: 'back' },
    ])
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id))
    expect(lines.map((line) => line.color)).toEqual([newName])

    const entry = await latestAudit('color', newName)
    expect(entry).toMatchObject({
      action: 'color.rename',
      changes: { name: { from: oldName, to: newName }, products: { to: 1 } },
    })
  })

  test('a category rename moves its products, and the shop sees it at once', async () => {
    const oldName = uniqueName('Outerwear')
    const newName = uniqueName('Jackets')
    await as(admin).add('categories', { name: oldName })
    const productId = await seedProduct(t.db, { category: oldName })
    // Warm the catalogue cache: the rename must drop it.
    await t.app.inject({ url: `/api/products/${productId}` })

    expect((await as(admin).rename('categories', oldName, { name: newName })).statusCode).toBe(200)
    const product = (await t.app.inject({ url: `/api/products/${productId}` })).json<Product>()
    expect(product.category).toBe(newName)
  })

  test('a recolour changes the hex only; renaming onto another name is a 409', async () => {
    const name = uniqueName('Moss')
    await as(admin).add('colors', { name, hex: '#445522' })
    const recoloured = await as(admin).rename('colors', name, { hex: '#556633' })
    expect(recoloured.json()).toEqual({ name, hex: '#556633' })
    expect((await latestAudit('color', name))?.changes).toEqual({
      hex: { from: '#445522', to: '#556633' },
    })

    const taken = await as(admin).rename('colors', name, { name: 'black' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ message: vocabularyTakenMessage('colors', 'black') })
  })

  test('a name that is not listed is a 404', async () => {
    const response = await as(admin).rename('sizes', 'XXXXL', { name: '5XL' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: vocabularyNotFoundMessage('sizes', 'XXXXL') })
  })
})

describe('reordering', () => {
  test('sizes take the new order, and the shop’s filters follow it', async () => {
    const before = (await readLists()).sizes.map((size) => size.name)
    const reversed = [...before].reverse()
    const response = await as(admin).reorder('sizes', reversed)
    expect(response.statusCode).toBe(200)
    expect((await readLists()).sizes.map((size) => size.name)).toEqual(reversed)

    await seedProduct(t.db, {
      variants: [variant({ size: 'XS' }), variant({ size: 'XL' }), variant({ size: 'M' })],
    })
    const filters = (await t.app.inject({ url: '/api/products/filters' })).json<{
      sizes: string[]
    }>()
    expect(filters.sizes.filter((size) => ['XS', 'M', 'XL'].includes(size))).toEqual([
      'XL',
      'M',
      'XS',
    ])
    expect(await readReorderEntry()).toMatchObject({
      changes: { order: { from: before, to: reversed } },
    })

    expect((await as(admin).reorder('sizes', before)).statusCode).toBe(200)
  })

  test('an order that leaves out or repeats a name is a 400', async () => {
    const sizes = (await readLists()).sizes.map((size) => size.name)
    for (const names of [
      sizes.slice(1),
      [...sizes, ...sizes.slice(0, 1)],
      [...sizes.slice(1), 'Huge'],
    ]) {
      const response = await as(admin).reorder('sizes', names)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: VOCABULARY_ORDER_MESSAGE })
    }
  })
})

async function readReorderEntry() {
  const [entry] = await t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.action, 'size.reorder'))
    .limit(1)
  return entry
}

describe('deleting', () => {
  test('a value products use is kept, and the message says how many', async () => {
    const name = uniqueName('Plum')
    await as(admin).add('colors', { name, hex: '#5e2750' })
    await seedProduct(t.db, { variants: [variant({ color: name })] })
    await seedProduct(t.db, {
      variants: [variant({ color: name }), variant({ size: 'L', color: name })],
    })

    const response = await as(admin).remove('colors', name)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: vocabularyInUseMessage(name, 2) })
    expect((await readLists()).colors.map((color) => color.name)).toContain(name)
  })

  test('an unused value is deleted and audited', async () => {
    const name = uniqueName('Petite')
    await as(admin).add('sizes', { name })
    const response = await as(admin).remove('sizes', name)
    expect(response.statusCode).toBe(200)
    expect((await readLists()).sizes.map((size) => size.name)).not.toContain(name)
    expect(await latestAudit('size', name)).toMatchObject({ action: 'size.delete' })

    expect((await as(admin).remove('sizes', name)).statusCode).toBe(404)
  })
})
