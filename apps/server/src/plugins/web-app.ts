import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Serves what is not the API: uploaded images under /uploads, the built web app, and the SPA
 * fallback (any other GET that is no file answers index.html). Unknown /api paths stay JSON 404s.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'

export interface WebAppOptions {
  /** The built web app (apps/web/dist); absent or missing serves the API only. */
  webDistDir: string | undefined
  uploadsDir: string
}

async function webApp(app: FastifyInstance, { webDistDir, uploadsDir }: WebAppOptions) {
  // A shop without uploads yet still serves /uploads/ (as 404s) instead of warning at start.
  await mkdir(uploadsDir, { recursive: true })
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
        // Vite names assets by content hash; everything else (index.html) must be re-checked.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? ''
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/assets/')
    if (hasWebApp && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir)
    }
    return reply.code(404).send({ message: 'Not found.' })
  })
}

export const webAppPlugin = fp(webApp, { name: 'web-app' })
