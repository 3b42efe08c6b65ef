import { describe, expect, test } from 'vitest'
import { toSafeLinkHref, toShopImageSrc } from './shop-urls'

describe('a link written in a page', () => {
  test.each([
    ['/contact', '/contact'],
    [' /collections/all?sort=newest#grid ', '/collections/all?sort=newest#grid'],
    ['#sizes', '#sizes'],
    ['https://www.instagram.com/slide', 'https://www.instagram.com/slide'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['//example.com/away', 'https://example.com/away'],
    // Dot segments that would reduce to `//host`: still a page of the shop, never another site.
    ['/.//evil.example/away', '/evil.example/away'],
  ])('%s leads to %s', (written, href) => {
    expect(toSafeLinkHref(written)).toBe(href)
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+15551234',
    '',
    '   ',
    'https://[::1',
  ])('%j leads nowhere', (written) => {
    expect(toSafeLinkHref(written)).toBeUndefined()
  })
})

describe('a picture written in a page', () => {
  test.each([
    ['/uploads/0123abcd.w800.webp', '/uploads/0123abcd.w800.webp'],
    ['/hero/hero-1-wide.w960.webp', '/hero/hero-1-wide.w960.webp'],
    ['/images/../uploads/a.webp', '/uploads/a.webp'],
    ['/.//evil.example/pixel.gif', '/evil.example/pixel.gif'],
    ['/..//evil.example/pixel.gif', '/evil.example/pixel.gif'],
  ])('%s is shown from %s', (written, src) => {
    expect(toShopImageSrc(written)).toBe(src)
  })

  test.each([
    'https://evil.example/tracker.gif',
    '//evil.example/tracker.gif',
    '/\\evil.example/tracker.gif',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'javascript:alert(1)',
    'uploads/relative.webp',
    'x',
    '',
  ])('%j is not shown', (written) => {
    expect(toShopImageSrc(written)).toBeUndefined()
  })
})

describe('a picture of an upload store in a bucket (the settings’ uploadsUrl)', () => {
  const uploadsUrl = 'https://cdn.example.com/shop'

  test.each([
    [
      'https://cdn.example.com/shop/0123abcd.w800.webp',
      'https://cdn.example.com/shop/0123abcd.w800.webp',
    ],
    [
      ' https://CDN.example.com/shop/0123abcd.w800.webp',
      'https://cdn.example.com/shop/0123abcd.w800.webp',
    ],
    // The shop's own paths stay allowed beside the bucket.
    ['/uploads/0123abcd.w800.webp', '/uploads/0123abcd.w800.webp'],
  ])('%j is shown from %s', (written, src) => {
    expect(toShopImageSrc(written, uploadsUrl)).toBe(src)
  })

  test.each([
    'https://evil.example/tracker.gif',
    'https://cdn.example.com/other/tracker.gif',
    'https://cdn.example.com/shop/../tracker.gif',
    'https://cdn.example.com.evil.example/shop/a.webp',
    '//cdn.example.com/shop/a.webp',
  ])('%j is not shown', (written) => {
    expect(toShopImageSrc(written, uploadsUrl)).toBeUndefined()
  })

  test('without a bucket, its address is a picture from elsewhere', () => {
    expect(toShopImageSrc('https://cdn.example.com/shop/0123abcd.w800.webp')).toBeUndefined()
  })
})
