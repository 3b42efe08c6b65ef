import { expect, test } from 'vitest'
import { hasImageOfColor, imageOfColor, imagesWithColorFirst } from './color-images.js'

const mustardFront = { url: '/uploads/mustard-front.w800.webp', altText: '', color: 'Mustard' }
const blackBack = { url: '/uploads/black-back.w800.webp', altText: '', color: 'Black' }
const plainLabel = { url: '/uploads/label.w800.webp', altText: '' }
const blackCloseUp = { url: '/uploads/black-close.w800.webp', altText: '', color: 'Black' }
const hoodie = [mustardFront, blackBack, plainLabel, blackCloseUp]

test("a line's colour takes the first image tagged with that colour", () => {
  expect(imageOfColor(hoodie, 'Black')).toBe(blackBack)
  expect(imageOfColor(hoodie, 'Mustard')).toBe(mustardFront)
})

test('a colour without a tagged image, or an untagged product, takes the first image', () => {
  expect(imageOfColor(hoodie, 'Navy')).toBe(mustardFront)
  expect(imageOfColor([plainLabel, { url: '/uploads/b.webp', altText: '' }], 'Black')).toBe(
    plainLabel,
  )
})

test('a product without images has no image for any colour', () => {
  const noImages: (typeof hoodie)[number][] = []
  expect(imageOfColor(noImages, 'Black')).toBeUndefined()
})

test("the gallery lists the colour's images first, then the rest in the product's order", () => {
  expect(imagesWithColorFirst(hoodie, 'Black')).toEqual([
    blackBack,
    blackCloseUp,
    mustardFront,
    plainLabel,
  ])
})

test('no colour, or a colour without images, keeps the product order', () => {
  expect(imagesWithColorFirst(hoodie, undefined)).toEqual(hoodie)
  expect(imagesWithColorFirst(hoodie, 'Navy')).toEqual(hoodie)
})

test('colours are matched exactly as the variants spell them', () => {
  expect(imageOfColor(hoodie, 'black')).toBe(mustardFront)
})

test('a colour is pictured only when an image is tagged with it', () => {
  expect(hasImageOfColor(hoodie, 'Black')).toBe(true)
  expect(hasImageOfColor(hoodie, 'Navy')).toBe(false)
  expect(hasImageOfColor(hoodie, undefined)).toBe(false)
})
