import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PRIVATE_DIRECTORY_MODE } from '../config/private-files.js'
import { createInjectFetch } from '../lib/inject-fetch.js'
import { sendCompressed } from '../lib/send-compressed.js'
import { loadPageRenderer } from './load-page-renderer.js'

/**
 * Serves what is not the API: uploaded images under /uploads, the built web app, and its pages.
 * A public page (home, shop, product…) is rendered on the server with its data; any other page
 * path answers the bare index.html, rendered in the browser (docs/server-rendering.md). Unknown
 * /api paths stay JSON 404s.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'

export interface WebAppOptions {
  /** The built web app (apps/web/dist); absent or missing serves the API only. */
  webDistDir: string | undefined
  uploadsDir: string
  /** The shop's configured address (AppConfig.publicUrl) for canonical links and link previews. */
  publicUrl: string
}

/** A page rendered in the browser may be personal (cart, orders, the back office): never stored. */
const BROWSER_RENDERED_PAGE_CACHE = 'no-store'
/** A server-rendered page is the same for everyone, but its prices and stock change. */
const SERVER_RENDERED_PAGE_CACHE = 'no-cache'

async function webApp(app: FastifyInstance, { webDistDir, uploadsDir, publicUrl }: WebAppOptions) {
  // A shop without uploads yet still serves /uploads/ (as 404s) instead of warning at start.
  await mkdir(uploadsDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  // Upload names are content hashes, so a URL never changes its bytes.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', IMMUTABLE)
    },
  })

  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'))
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash; other files must be re-checked, and index.html,
        // the frame of personal pages, is never stored.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        const isPageFrame = path.basename(filePath) === 'index.html'
        res.header(
          'cache-control',
          isHashedAsset ? IMMUTABLE : isPageFrame ? BROWSER_RENDERED_PAGE_CACHE : 'no-cache',
        )
      },
    })
  }

  const renderPage = hasWebApp ? await loadPageRenderer(webDistDir) : undefined

  async function sendServerRenderedPage(request: FastifyRequest, reply: FastifyReply) {
    if (!renderPage) return false
    try {
      const page = await renderPage({
        url: request.url,
        publicUrl,
        fetch: createInjectFetch(app, request.ip),
      })
      if (!page) return false
      reply
        .code(page.status)
        .header('cache-control', SERVER_RENDERED_PAGE_CACHE)
        .type('text/html; charset=utf-8')
      await sendCompressed(request, reply, page.html)
      return true
    } catch (error) {
      // The browser can still render the page from the bare index.html.
      request.log.error({ err: error }, 'The server render of a page failed.')
      return false
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? ''
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/assets/')
    if (hasWebApp && isPageRequest) {
      if (await sendServerRenderedPage(request, reply)) return reply
      return reply.sendFile('index.html', webDistDir)
    }
    return reply.code(404).send({ message: 'Not found.' })
  })
}

export const webAppPlugin = fp(webApp, { name: 'web-app' })
