import type { HomeContent, UpdateHomeContentBody } from '@shop/shared/home-content'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { auditEntries, homeContent, products } from '../../db/schema/index.js'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import { createTestUser, type TestUser } from '../../testing/auth-headers.js'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { pictureNotOursMessage, unknownCollectionMessage } from './home-content.admin-service.js'
import { NEUTRAL_HOME_CONTENT } from './neutral-home-content.js'

/**
 * The home page's content (docs/product-rules.md § The owner's shop): read by everyone, saved
 * whole by the admin, checked beyond its shape, audited, and seen at once by the next read.
 */

let t: TestApp
let admin: TestUser
let customer: TestUser

const WIDE = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0-wide.w1920.webp'
const TALL = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0-tall.w900.webp'

beforeAll(async () => {
  t = await createTestApp()
  admin = await createTestUser(t, { role: 'admin' })
  customer = await createTestUser(t)
  await seedProduct(t.db, { collections: 'Denim Edit' })
  await seedProduct(t.db, { collections: 'Summer Essentials' })
  await seedProduct(t.db, { collections: 'Gone Soon' })
})

afterAll(async () => {
  await t.close()
})

// Every test starts from a shop whose owner never saved the home page.
beforeEach(async () => {
  await t.db.delete(homeContent)
  t.catalogCache.clear()
})

const readHome = async () => {
  const response = await t.app.inject({ url: '/api/content/home' })
  expect(response.statusCode).toBe(200)
  return response.json<HomeContent>()
}

const save = (payload: unknown, caller: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/content/home',
    headers: caller?.headers ?? {},
    payload: payload as object,
  })

const slide = (headline: string) => ({
  imageUrl: WIDE,
  mobileImageUrl: TALL,
  altText: `A picture for ${headline}`,
  headline,
  ctaLabel: 'Shop now',
  ctaLink: '/collections/all',
})

const CONTENT: UpdateHomeContentBody = {
  heroSlides: [
    {
      ...slide('Ready, set, slide'),
      eyebrow: 'New season drop',
      text: 'Easygoing tees and denim.',
    },
    { ...slide('Denim days'), ctaLink: 'https://lookbook.example.com/denim' },
  ],
  featuredCollections: ['summer essentials', 'Denim Edit'],
  banner: {
    imageUrl: '/hero/hero-3-wide.w1920.webp',
    mobileImageUrl: '/hero/hero-3-tall.w900.webp',
    altText: 'Summer clothes laid out in the sun',
    eyebrow: 'Comfort and style',
    headline: 'Apparel made for your everyday life',
    ctaLabel: 'Explore the shop',
    ctaLink: '/collections/all',
  },
}

describe('GET /api/content/home', () => {
  test('a shop whose owner saved nothing shows one neutral slide, no featured collections and no banner', async () => {
    expect(await readHome()).toEqual({
      heroSlides: [
        {
          imageUrl: '/hero/neutral-wide.w1920.webp',
          mobileImageUrl: '/hero/neutral-tall.w900.webp',
          altText: 'A plain backdrop shading from warm sand to soft clay',
          headline: 'Welcome',
          text: 'Have a look around: everything we sell is in the shop.',
          ctaLabel: 'Shop now',
          ctaLink: '/collections/all',
        },
      ],
      featuredCollections: [],
    })
  })

  test('is public, and a save is seen by the very next read (the cached answer is dropped)', async () => {
    expect((await readHome()).heroSlides[0]?.headline).toBe('Welcome')
    expect((await save(CONTENT)).statusCode).toBe(200)
    expect((await readHome()).heroSlides.map((shown) => shown.headline)).toEqual([
      'Ready, set, slide',
      'Denim days',
    ])
  })
})

describe('PUT /api/admin/content/home', () => {
  test('saves the whole content and answers it with the collections as the catalogue has them', async () => {
    const response = await save(CONTENT)
    expect(response.statusCode).toBe(200)
    const expected: HomeContent = {
      heroSlides: CONTENT.heroSlides,
      featuredCollections: [
        { name: 'Summer Essentials', slug: 'summer-essentials' },
        { name: 'Denim Edit', slug: 'denim-edit' },
      ],
      banner: CONTENT.banner ?? undefined,
    }
    expect(response.json()).toEqual(expected)
    expect(await readHome()).toEqual(expected)
  })

  test('six slides, trimmed words, a collection named twice kept once, and no banner', async () => {
    const slides = Array.from({ length: 6 }, (_, index) => slide(`Look ${String(index + 1)}`))
    const response = await save({
      heroSlides: [{ ...slides[0], headline: '  Look 1  ' }, ...slides.slice(1)],
      featuredCollections: ['Denim Edit', 'DENIM  EDIT'],
      banner: null,
    })
    expect(response.statusCode).toBe(200)
    const saved = response.json<HomeContent>()
    expect(saved.heroSlides.map((shown) => shown.headline)).toEqual(
      slides.map((shown) => shown.headline),
    )
    expect(saved.featuredCollections).toEqual([{ name: 'Denim Edit', slug: 'denim-edit' }])
    expect(saved).not.toHaveProperty('banner')
  })

  test('the bundled pictures and any upload of the shop are its own pictures', async () => {
    const response = await save({
      ...CONTENT,
      heroSlides: [
        {
          ...slide('Bundled'),
          imageUrl: '/hero/hero-1-wide.w1920.webp',
          mobileImageUrl: undefined,
        },
        { ...slide('A product upload'), imageUrl: '/uploads/ab12cd34.w800.webp' },
      ],
    })
    expect(response.statusCode).toBe(200)
  })

  test('a featured collection whose last product goes is left out until it has products again', async () => {
    await save({ ...CONTENT, featuredCollections: ['Gone Soon', 'Denim Edit'] })
    expect((await readHome()).featuredCollections.map((shown) => shown.name)).toEqual([
      'Gone Soon',
      'Denim Edit',
    ])
    await t.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.collections, 'Gone Soon'))
    t.catalogCache.clear()
    expect((await readHome()).featuredCollections.map((shown) => shown.name)).toEqual([
      'Denim Edit',
    ])
    await t.db
      .update(products)
      .set({ status: 'active' })
      .where(eq(products.collections, 'Gone Soon'))
  })

  const tooMany = Array.from({ length: 7 }, (_, index) => slide(`Look ${String(index)}`))
  test.each([
    [{ heroSlides: [] }, 'The hero needs at least one slide.'],
    [{ heroSlides: tooMany }, 'The hero has at most 6 slides.'],
    [
      { heroSlides: [{ ...slide('Evil'), ctaLink: 'javascript:alert(1)' }] },
      'A slide’s button link is a page of the shop (starting with /) or an http(s) address.',
    ],
    [
      { heroSlides: [{ ...slide('Away'), ctaLink: '//evil.example/' }] },
      'A slide’s button link is a page of the shop (starting with /) or an http(s) address.',
    ],
    [
      { heroSlides: [{ ...slide('Long'), headline: 'x'.repeat(81) }] },
      'A slide’s headline is at most 80 characters.',
    ],
    [
      { heroSlides: [{ ...slide('Long'), text: 'x'.repeat(241) }] },
      'A slide’s text is at most 240 characters.',
    ],
    [
      { heroSlides: [{ ...slide('Long'), altText: 'x'.repeat(201) }] },
      'A slide’s picture description is at most 200 characters.',
    ],
    [
      { heroSlides: [{ ...slide('Long'), ctaLabel: 'x'.repeat(31) }] },
      'A slide’s button label is at most 30 characters.',
    ],
    [{ heroSlides: [{ ...slide('Blank'), headline: '   ' }] }, 'A slide’s headline is required.'],
    [
      {
        heroSlides: [
          slide('Fine'),
          { ...slide('Foreign'), imageUrl: 'https://evil.example/a.webp' },
        ],
      },
      pictureNotOursMessage('Slide 2’s picture'),
    ],
    [
      { heroSlides: [{ ...slide('Sneaky'), mobileImageUrl: '/uploads/../../etc/passwd' }] },
      pictureNotOursMessage('Slide 1’s tall picture'),
    ],
    [
      { heroSlides: [{ ...slide('Sneaky'), imageUrl: '/hero/../../etc/passwd.w1.webp' }] },
      pictureNotOursMessage('Slide 1’s picture'),
    ],
    [
      { banner: { ...CONTENT.banner, imageUrl: 'data:image/webp;base64,AAAA' } },
      pictureNotOursMessage('The banner’s picture'),
    ],
    [
      { banner: { ...CONTENT.banner, ctaLink: 'JaVaScRiPt:alert(1)' } },
      'The banner’s button link is a page of the shop (starting with /) or an http(s) address.',
    ],
    [
      { banner: { ...CONTENT.banner, headline: 'x'.repeat(81) } },
      'The banner’s headline is at most 80 characters.',
    ],
    [
      { featuredCollections: ['Denim Edit', 'Winter Wonders'] },
      unknownCollectionMessage('Winter Wonders'),
    ],
    [
      { featuredCollections: Array.from({ length: 9 }, () => 'Denim Edit') },
      'The home page features at most 8 collections.',
    ],
  ])('refuses %j with a clear message and changes nothing', async (change, message) => {
    const before = await readHome()
    const response = await save({ ...CONTENT, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await readHome()).toEqual(before)
  })

  test('a field the home page does not have, or a part left out, is refused', async () => {
    expect((await save({ ...CONTENT, theme: 'dark' })).statusCode).toBe(400)
    const { banner: _banner, ...withoutBanner } = CONTENT
    expect((await save(withoutBanner)).statusCode).toBe(400)
    expect((await readHome()).heroSlides[0]?.headline).toBe('Welcome')
  })

  test('only the admin may change it', async () => {
    const asGuest = await save(CONTENT, null)
    expect(asGuest.statusCode).toBe(401)
    expect(asGuest.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const asCustomer = await save(CONTENT, customer)
    expect(asCustomer.statusCode).toBe(403)
    expect(asCustomer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    expect((await readHome()).heroSlides[0]?.headline).toBe('Welcome')
  })

  test('each save is in the audit log with the parts it changed, by whom', async () => {
    await save(CONTENT)
    await save({ ...CONTENT, banner: null })
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'home.update'), eq(auditEntries.actorId, admin.user.id)))
      .orderBy(desc(auditEntries.seq))
      .limit(2)
    expect(entries.map((entry) => Object.keys(entry.changes).sort())).toEqual([
      ['banner'],
      ['banner', 'featuredCollections', 'heroSlides'],
    ])
    expect(entries[1]?.changes.heroSlides?.from).toEqual(NEUTRAL_HOME_CONTENT.heroSlides)
    expect(entries[1]?.changes.featuredCollections).toEqual({
      from: [],
      to: ['Summer Essentials', 'Denim Edit'],
    })
    expect(entries[0]?.changes.banner?.to).toBeNull()
    expect(entries[0]).toMatchObject({
      actorEmail: admin.user.email,
      entityType: 'home',
      entityId: 'home',
      entityLabel: 'Home page',
    })
  })

  test('two first saves at once both land, one after the other', async () => {
    const [first, second] = await Promise.all([
      save(CONTENT),
      save({ ...CONTENT, heroSlides: [slide('Second')] }),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(['Ready, set, slide', 'Second']).toContain((await readHome()).heroSlides[0]?.headline)
  })
})
