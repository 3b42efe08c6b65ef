import { expect, test } from 'vitest'
import { responsiveImageSources, storedImageUrl } from './images.js'

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
