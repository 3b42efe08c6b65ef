/**
 * Pages a search engine has no business indexing: the back office, a shopper's own pages and
 * the API. Everything else (home, collections, products, about, contact, and the shipping,
 * returns, privacy and terms pages) is open.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/checkout',
  '/order-confirmation',
  '/profile',
  '/my-orders',
  '/order/',
  '/api/',
]

export function renderRobotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((pathPrefix) => `Disallow: ${pathPrefix}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}
