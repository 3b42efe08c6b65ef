import { expect, test } from 'vitest'
import { isShopLink } from './shop-links.js'

test.each([
  '/collections/sale',
  '/',
  '/product/abc?color=Red#reviews',
  'https://www.instagram.com/harbor',
  'http://example.com',
  'HTTPS://Example.com/Path?x=1',
])('%s is a link an owner may set', (link) => {
  expect(isShopLink(link)).toBe(true)
})

test.each([
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/sale page',
  'https://user@evil.example/',
  'https:/missing-slash',
  'https://exa mple.com',
  'collections/sale',
  'mailto:someone@example.com',
])('%s is refused', (link) => {
  expect(isShopLink(link)).toBe(false)
})
