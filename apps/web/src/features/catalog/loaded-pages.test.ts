import { expect, test } from 'vitest'
import { readLoadedPages, withLoadedPages } from './loaded-pages'

test('an entry without a loaded page count shows the first page', () => {
  expect(readLoadedPages(null)).toBe(1)
  expect(readLoadedPages(undefined)).toBe(1)
  expect(readLoadedPages({ from: '/cart' })).toBe(1)
})

test('a count that makes no sense is read as the first page, a huge one is capped', () => {
  expect(readLoadedPages({ loadedPages: '3' })).toBe(1)
  expect(readLoadedPages({ loadedPages: 0 })).toBe(1)
  expect(readLoadedPages({ loadedPages: 2.5 })).toBe(1)
  expect(readLoadedPages({ loadedPages: 1e9 })).toBe(100)
})

test('the count is written beside what the state already holds, and read back', () => {
  const state = withLoadedPages({ from: '/cart' }, 3)
  expect(state).toEqual({ from: '/cart', loadedPages: 3 })
  expect(readLoadedPages(state)).toBe(3)
  expect(withLoadedPages(null, 2)).toEqual({ loadedPages: 2 })
})
