import { expect, test } from 'vitest'
import { toPrefixTsQuery } from './search-query.js'

test('each typed word becomes a prefix term joined with AND', () => {
  expect(toPrefixTsQuery('Jea')).toBe('jea:*')
  expect(toPrefixTsQuery('  blue   SH ')).toBe('blue:* & sh:*')
})

test('tsquery operators and quotes typed by a shopper are never passed through', () => {
  expect(toPrefixTsQuery("jeans' | !shirt & (x)")).toBe('jeans:* & shirt:* & x:*')
  expect(toPrefixTsQuery('!!! ::: &&')).toBeUndefined()
})

test('accented letters are kept', () => {
  expect(toPrefixTsQuery('Café')).toBe('café:*')
})
