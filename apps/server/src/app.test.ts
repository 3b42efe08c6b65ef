import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from './testing/test-app.js'
import { seedProduct } from './testing/factories.js'
import { JSON_BODY_LIMIT_BYTES } from './app.js'

let t: TestApp
let webDir: string

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-'))
  await mkdir(path.join(webDir, 'assets'))
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Slide</title><div id="root"></div>',
  )
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log("shop")')
  await writeFile(path.join(webDir, 'robots-test.txt'), 'hello')
  t = await createTestApp({ WEB_DIST_DIR: webDir })
  await seedProduct(t.db, { name: 'Compressible Tee', description: 'Soft. '.repeat(400) })
})

afterAll(async () => {
  await t.close()
  await rm(webDir, { recursive: true, force: true })
})

describe('health', () => {
  test('GET /api/health answers ok', async () => {
    const response = await t.app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })
})

describe('errors are JSON with a message and a fitting status', () => {
  test('an unknown /api path is a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/products/similar/x/y']) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({ message: 'Not found.' })
    }
  })

  test('malformed JSON is a 400 that says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann", ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  test('a body over the size limit is a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'A',
        email: 'a@b.co',
        message: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
      }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'The request body is too large.' })
  })

  test('a body of a type the API does not read is refused without a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ann</name>',
    })
    expect(response.statusCode).toBe(415)
    expect(Object.keys(response.json())).toEqual(['message'])
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/)
  })

  test('a JSON body of the wrong shape is a 400 naming the problem', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: [1, 2] })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/expected object/)
  })
})

describe('security headers', () => {
  test('pages carry a real Content-Security-Policy and hardening headers', async () => {
    const response = await t.app.inject('/')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  test('JSON answers, errors included, load nothing, sit in no frame and stay on their site', async () => {
    for (const url of ['/api/products', '/api/no-such-thing']) {
      const response = await t.app.inject(url)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
      // The headers that only protect documents are not repeated on data.
      expect(response.headers['x-frame-options']).toBeUndefined()
      expect(response.headers['x-powered-by']).toBeUndefined()
    }
  })
})

describe('compression', () => {
  test('large answers are compressed with brotli or gzip as the client accepts', async () => {
    const brotli = await t.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'br' },
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    const gzip = await t.app.inject({
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await t.app.inject({ url: '/api/products' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json<{ name: string }[]>()[0]?.name).toBe('Compressible Tee')
  })
})

describe('web app and SPA fallback', () => {
  test('any page path that is no file answers index.html, never cached', async () => {
    for (const url of ['/', '/collections/all?gender=Women', '/product/123', '/admin/products']) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('<div id="root">')
    }
  })

  test('hashed assets are cached for a year; other files are re-checked', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const plainFile = await t.app.inject('/robots-test.txt')
    expect(plainFile.headers['cache-control']).toBe('no-cache')
  })

  test('a missing asset or upload is a 404, not the page', async () => {
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404)
    expect((await t.app.inject('/uploads/missing.webp')).statusCode).toBe(404)
  })

  test('a POST to a page path is a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/collections/all' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found.' })
  })
})

describe('OpenAPI', () => {
  test('the document at /api/docs/json describes the API from the same schemas', async () => {
    const response = await t.app.inject('/api/docs/json')
    expect(response.statusCode).toBe(200)
    const document = response.json<{
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>
    }>()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/products/similar/{id}',
        '/api/products/new-arrivals',
        '/api/products/best-seller',
        '/api/contact',
        '/api/newsletter',
        '/api/health',
      ]),
    )
    const listParameters = document.paths['/api/products']?.get?.parameters?.map((p) => p.name)
    expect(listParameters).toEqual(
      expect.arrayContaining([
        'collection',
        'size',
        'color',
        'minPrice',
        'sortBy',
        'search',
        'limit',
        'page',
      ]),
    )
  })

  test('the docs UI is served at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})
