import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedProduct } from '../testing/factories.js'
import { createTestApp, type TestApp } from '../testing/test-app.js'

/**
 * The server's side of server rendering (docs/server-rendering.md), with a stand-in for the web
 * build's server entry: which pages it renders, their status and caching, the in-process API it
 * is given, and the bare index.html when it declines or fails. The real pages' HTML is checked
 * end to end (e2e/server-rendering.spec.ts).
 */

const STAND_IN_ENTRY = `
export function createPageRenderer({ template, manifest }) {
  return async ({ url, publicUrl, fetch }) => {
    if (url.startsWith('/checkout')) return undefined
    if (url.startsWith('/broken')) throw new Error('The page could not be rendered.')
    const answer = await fetch(new Request('http://anywhere/api/products?limit=1'))
    const [product] = await answer.json()
    const description = url.endsWith('?long') ? 'Soft cotton. '.repeat(200) : ''
    const markup = [publicUrl, product.name, Object.keys(manifest).join(','), description].join('|')
    return {
      status: url.startsWith('/missing') ? 404 : 200,
      html: template.replace('<div id="root"></div>', '<div id="root">' + markup + '</div>'),
    }
  }
}
`

let t: TestApp
let buildDir: string

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-build-'))
  const distDir = path.join(buildDir, 'dist')
  await mkdir(path.join(distDir, '.vite'), { recursive: true })
  await mkdir(path.join(buildDir, 'dist-server'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
  )
  await writeFile(path.join(buildDir, 'dist-server', 'entry-server.js'), STAND_IN_ENTRY)
  t = await createTestApp({ WEB_DIST_DIR: distDir })
  await seedProduct(t.db, { name: 'Rendered Tee' })
})

afterAll(async () => {
  await t.close()
  await rm(buildDir, { recursive: true, force: true })
})

describe('server-rendered pages', () => {
  test('a public page is rendered with the API answered in-process, and re-checked by caches', async () => {
    // Without PUBLIC_URL its links name this machine, never the Host a request claims.
    const page = await t.app.inject({ url: '/product/1', headers: { host: 'attacker.test' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).toContain(
      '<div id="root">http://localhost:3000|Rendered Tee|index.html|</div>',
    )
  })

  test('a rendered page is compressed for a browser that accepts it', async () => {
    const page = await t.app.inject({
      url: '/product/1?long',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(Number(page.headers['content-length'])).toBeLessThan(1000)
    expect(String(page.headers.vary).toLowerCase()).toContain('accept-encoding')
  })

  test('the status the render gives is the answer’s: an unknown product is a 404 page', async () => {
    const page = await t.app.inject('/missing')
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Rendered Tee')
  })

  test('a page the renderer leaves to the browser is the bare index.html, never stored', async () => {
    const page = await t.app.inject('/checkout')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toBe('<!doctype html><div id="root"></div>')
  })

  test('a render that fails still gives the shopper the page, rendered in the browser', async () => {
    const page = await t.app.inject('/broken')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toBe('<!doctype html><div id="root"></div>')
  })

  test('API paths are never rendered as pages', async () => {
    const answer = await t.app.inject('/api/nope')
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({ message: 'Not found.' })
  })
})
