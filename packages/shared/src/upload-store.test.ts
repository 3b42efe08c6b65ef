import { describe, expect, test } from 'vitest'
import { storedImageUrl } from './images.js'
import { uploadStorePictureUrl } from './upload-store.js'

describe('a picture of the upload store', () => {
  // Whatever S3_PUBLIC_URL looks like, the URL the store answers for an upload is one of its own.
  test.each([
    'https://images.example.com',
    'https://cdn.example.com/shop',
    'http://127.0.0.1:9000/shop-images',
    'https://bucket.s3.eu-central-1.amazonaws.com',
  ])('an upload stored under %s is one', (uploadsUrl) => {
    const uploaded = `${uploadsUrl}/${storedImageUrl('0f1e2d3c4b5a69788796a5b4c3d2e1f0', 800)}`
    expect(uploadStorePictureUrl(uploaded, uploadsUrl)).toBe(uploaded)
  })

  test.each([
    [' https://cdn.example.com/shop/a.w800.webp ', 'https://cdn.example.com/shop/a.w800.webp'],
    ['HTTPS://CDN.example.com:443/shop/a.w800.webp', 'https://cdn.example.com/shop/a.w800.webp'],
    ['https://cdn.example.com/shop/x/../a.w800.webp', 'https://cdn.example.com/shop/a.w800.webp'],
  ])('%j is read as the browser reads it: %s', (written, url) => {
    expect(uploadStorePictureUrl(written, 'https://cdn.example.com/shop')).toBe(url)
  })

  test.each([
    'https://evil.example/tracker.gif',
    'https://cdn.example.com/other/a.w800.webp',
    'https://cdn.example.com/shop-other/a.w800.webp',
    'https://cdn.example.com/shop/../tracker.gif',
    'https://cdn.example.com/shop',
    'https://cdn.example.com.evil.example/shop/a.w800.webp',
    'https://cdn.example.com:8443/shop/a.w800.webp',
    'http://cdn.example.com/shop/a.w800.webp',
    'https://user@cdn.example.com/shop/a.w800.webp',
    '//cdn.example.com/shop/a.w800.webp',
    '/shop/a.w800.webp',
    'javascript:alert(1)',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    '',
  ])('%j is not one', (written) => {
    expect(uploadStorePictureUrl(written, 'https://cdn.example.com/shop')).toBeUndefined()
  })
})
