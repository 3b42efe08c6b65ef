import { expect, test } from 'vitest'
import {
  HERO_TALL,
  HERO_WIDE,
  IMAGE_WIDTHS,
  imageShapeOf,
  responsiveImageSources,
  shapedImageBase,
  storedImageUrl,
} from './images.js'

test('a stored image offers every narrower width beside its own', () => {
  expect(responsiveImageSources('/uploads/ab12.w800.webp')).toEqual({
    src: '/uploads/ab12.w800.webp',
    srcSet: '/uploads/ab12.w400.webp 400w, /uploads/ab12.w800.webp 800w',
  })
})

test('an image hosted elsewhere is used as it is, without a srcset', () => {
  expect(responsiveImageSources('https://cdn.example.com/shirt.jpg')).toEqual({
    src: 'https://cdn.example.com/shirt.jpg',
  })
  expect(responsiveImageSources('/uploads/legacy.webp')).toEqual({ src: '/uploads/legacy.webp' })
})

test('stored image names are built the way they are read', () => {
  expect(responsiveImageSources(storedImageUrl('/uploads/x', 400)).srcSet).toBe(
    '/uploads/x.w400.webp 400w',
  )
})

test('a picture cut to a shape offers the widths of that shape', () => {
  expect(responsiveImageSources('/uploads/ab12-wide.w1920.webp')).toEqual({
    src: '/uploads/ab12-wide.w1920.webp',
    srcSet: '/uploads/ab12-wide.w960.webp 960w, /uploads/ab12-wide.w1920.webp 1920w',
  })
  expect(responsiveImageSources('/hero/hero-1-tall.w900.webp').srcSet).toBe(
    '/hero/hero-1-tall.w450.webp 450w, /hero/hero-1-tall.w900.webp 900w',
  )
  expect(imageShapeOf('/uploads/ab12-wide.w1920.webp')).toBe(HERO_WIDE)
  expect(imageShapeOf('/uploads/ab12-tall.w900.webp')).toBe(HERO_TALL)
  expect(imageShapeOf('/uploads/ab12.w800.webp')).toBeUndefined()
  expect(storedImageUrl(shapedImageBase('/uploads/ab12', HERO_WIDE), 960)).toBe(
    '/uploads/ab12-wide.w960.webp',
  )
})

test('every kind of stored image is kept at its width and at half of it, as the srcset assumes', () => {
  for (const widths of [IMAGE_WIDTHS, HERO_WIDE.widths, HERO_TALL.widths]) {
    expect(widths).toHaveLength(2)
    expect((widths[0] ?? 0) * 2).toBe(widths[1])
  }
  expect(HERO_WIDE.widths.at(-1)).toBe(HERO_WIDE.width)
  expect(HERO_TALL.widths.at(-1)).toBe(HERO_TALL.width)
})
