import { expect, test } from 'vitest'
import { renderSitemap } from './sitemap.js'

test('sitemap locations are XML-escaped and dates are W3C timestamps', () => {
  const xml = renderSitemap([
    { loc: 'https://shop.example.com/' },
    {
      loc: `https://shop.example.com/collections/a&b<"c'>`,
      lastmod: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    },
  ])
  expect(xml).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://shop.example.com/</loc></url>\n' +
      '<url><loc>https://shop.example.com/collections/a&amp;b&lt;&quot;c&apos;&gt;</loc>' +
      '<lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n' +
      '</urlset>\n',
  )
})

test('a shop without pages still answers a valid, empty urlset', () => {
  expect(renderSitemap([])).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
  )
})
