import type { Executor } from '../../db/client.js'
import { getCollections, getProductLastModified } from '../catalog/catalog.service.js'
import type { SitemapEntry } from './sitemap.js'

/** The shop's public pages that exist whatever the catalogue holds (docs/product-rules.md § Routes). */
const STATIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/shipping',
  '/returns',
  '/privacy',
  '/terms',
  '/collections/all',
]

/**
 * Every page a search engine should find: the static pages, each collection page and each
 * product page with its last change, as absolute URLs under `publicUrl`.
 */
export async function listSitemapEntries(db: Executor, publicUrl: string): Promise<SitemapEntry[]> {
  const collections = await getCollections(db)
  const products = await getProductLastModified(db)
  return [
    ...STATIC_PAGES.map((page) => ({ loc: `${publicUrl}${page}` })),
    // A collection named "All" would repeat /collections/all.
    ...collections
      .filter(({ slug }) => slug !== 'all')
      .map(({ slug }) => ({ loc: `${publicUrl}/collections/${slug}` })),
    ...products.map(({ id, updatedAt }) => ({
      loc: `${publicUrl}/product/${id}`,
      lastmod: updatedAt,
    })),
  ]
}
