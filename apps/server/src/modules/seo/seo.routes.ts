import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { renderRobotsTxt } from './robots.js'
import { listSitemapEntries } from './seo.service.js'
import { renderSitemap } from './sitemap.js'

const tags = ['SEO']

/** Crawlers may keep these a few minutes; the sitemap follows product writes soon after. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=300'
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600'

/**
 * /sitemap.xml and /robots.txt at the site root. Registered before the web app, so the SPA
 * fallback never answers them with index.html.
 */
export const seoRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { config, db, catalogCache },
) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'Sitemap of the shop pages, collections and products (sitemaps.org XML)',
      },
    },
    async (_request, reply) => {
      const { publicUrl } = config
      // In the catalogue cache, so a product write drops it with the other catalogue answers.
      const cached = await catalogCache.getOrLoad(`sitemap:${publicUrl}`, async () => ({
        body: Buffer.from(renderSitemap(await listSitemapEntries(db, publicUrl)), 'utf8'),
      }))
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .send(cached.body)
    },
  )

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Crawler rules, naming the sitemap' } },
    (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE_CONTROL)
        .send(renderRobotsTxt(`${config.publicUrl}/sitemap.xml`)),
  )
}
