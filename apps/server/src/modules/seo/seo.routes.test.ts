import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Product } from '@shop/shared/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../../config/env.js'
import { seedProduct } from '../../testing/factories.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'

let t: TestApp
let webDir: string
const ids: Record<string, string> = {}
const HOST = 'shop.test:8080'
const ORIGIN = `http://${HOST}`

beforeAll(async () => {
  // A built web app, so the SPA fallback is live and could swallow the SEO paths.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'))
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>')
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: ORIGIN })
  const daysAgo = (days: number) => ({
    createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000),
  })
  ids.tee = await seedProduct(
    t.db,
    { name: 'Linen Tee', collections: 'Summer Essentials' },
    daysAgo(3),
  )
  ids.jeans = await seedProduct(
    t.db,
    { name: 'Straight Jeans', collections: 'Denim Edit' },
    daysAgo(2),
  )
  ids.plain = await seedProduct(t.db, { name: 'Uncollected Socks', collections: '' }, daysAgo(1))
})

afterAll(async () => {
  await t.close()
  await rm(webDir, { recursive: true, force: true })
})

/** The exact grammar renderSitemap writes: anything else (a stray `<` or `&`) fails to match. */
const SITEMAP_DOCUMENT =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?:<url><loc>https?:\/\/(?:[^<>&"']|&(?:amp|lt|gt|quot|apos);)+<\/loc>(?:<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z<\/lastmod>)?<\/url>\n)*<\/urlset>\n$/

function readSitemap(body: string): { loc: string; lastmod: string | undefined }[] {
  expect(body).toMatch(SITEMAP_DOCUMENT)
  return [...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc = '', lastmod]) => ({ loc, lastmod }),
  )
}

describe('GET /sitemap.xml', () => {
  test('lists the shop pages, every collection and every product with its last change', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=300')

    const products = (await t.app.inject('/api/products')).json<Product[]>()
    const updatedAt = new Map(products.map((product) => [product._id, product.updatedAt]))
    expect(readSitemap(response.body)).toEqual([
      { loc: `${ORIGIN}/`, lastmod: undefined },
      { loc: `${ORIGIN}/about`, lastmod: undefined },
      { loc: `${ORIGIN}/contact`, lastmod: undefined },
      { loc: `${ORIGIN}/shipping`, lastmod: undefined },
      { loc: `${ORIGIN}/returns`, lastmod: undefined },
      { loc: `${ORIGIN}/privacy`, lastmod: undefined },
      { loc: `${ORIGIN}/terms`, lastmod: undefined },
      { loc: `${ORIGIN}/collections/all`, lastmod: undefined },
      { loc: `${ORIGIN}/collections/denim-edit`, lastmod: undefined },
      { loc: `${ORIGIN}/collections/summer-essentials`, lastmod: undefined },
      ...[ids.plain, ids.jeans, ids.tee].map((id = '') => ({
        loc: `${ORIGIN}/product/${id}`,
        lastmod: updatedAt.get(id),
      })),
    ])
  })

  test('a product added later appears once a product write clears the catalogue cache', async () => {
    const first = await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } })
    const id = await seedProduct(t.db, { name: 'Late Arrival', collections: 'Late Drop' })
    const cached = await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } })
    expect(cached.body).toBe(first.body)

    t.catalogCache.clear()
    const fresh = readSitemap(
      (await t.app.inject({ url: '/sitemap.xml', headers: { host: HOST } })).body,
    )
    expect(fresh.map((entry) => entry.loc)).toEqual(
      expect.arrayContaining([`${ORIGIN}/product/${id}`, `${ORIGIN}/collections/late-drop`]),
    )
  })
})

describe('GET /robots.txt', () => {
  test('allows the shop, keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: HOST } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /checkout',
        'Disallow: /order-confirmation',
        'Disallow: /profile',
        'Disallow: /my-orders',
        'Disallow: /order/',
        'Disallow: /api/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })

  test('the pages beside it are still the web app', async () => {
    const page = await t.app.inject('/collections/all')
    expect(page.headers['content-type']).toContain('text/html')
  })
})

describe('absolute URLs', () => {
  test('PUBLIC_URL wins over whatever Host the request names', async () => {
    const shop = await createTestApp({ PUBLIC_URL: 'https://Shop.Example.com/' })
    try {
      const id = await seedProduct(shop.db, { collections: '' })
      const headers = { host: 'attacker.test' }
      const robots = await shop.app.inject({ url: '/robots.txt', headers })
      expect(robots.body).toContain('\nSitemap: https://shop.example.com/sitemap.xml\n')
      const sitemap = readSitemap((await shop.app.inject({ url: '/sitemap.xml', headers })).body)
      expect(sitemap.map((entry) => entry.loc)).toEqual([
        'https://shop.example.com/',
        'https://shop.example.com/about',
        'https://shop.example.com/contact',
        'https://shop.example.com/shipping',
        'https://shop.example.com/returns',
        'https://shop.example.com/privacy',
        'https://shop.example.com/terms',
        'https://shop.example.com/collections/all',
        `https://shop.example.com/product/${id}`,
      ])
    } finally {
      await shop.close()
    }
  })

  test.each([
    { name: 'a forged Host', headers: { host: 'attacker.test' } },
    { name: 'a Host that is no host name', headers: { host: 'bad host<x>' } },
    {
      name: 'a forwarded host, even from a trusted proxy',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'attacker.test' },
    },
  ])(
    'without PUBLIC_URL, $name never becomes a link: they point at this machine',
    async ({ headers }) => {
      const shop = await createTestApp({ TRUST_PROXY: '1', PORT: '4123' })
      try {
        const robots = await shop.app.inject({ url: '/robots.txt', headers })
        expect(robots.statusCode).toBe(200)
        expect(robots.body).toContain('\nSitemap: http://localhost:4123/sitemap.xml\n')
        const sitemap = readSitemap((await shop.app.inject({ url: '/sitemap.xml', headers })).body)
        expect(sitemap[0]?.loc).toBe('http://localhost:4123/')
      } finally {
        await shop.close()
      }
    },
  )

  test.each(['shop.example.com', 'ftp://shop.example.com', 'https://'])(
    'a PUBLIC_URL of %s stops the start with a message naming it',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError)
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
        `PUBLIC_URL must be an http:// or https:// URL (got "${value}")`,
      )
    },
  )
})
