import { expect, test } from 'vitest'
import { chooseEncoding } from './accept-encoding.js'

test.each([
  [undefined, 'identity'],
  ['', 'identity'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['GZIP;Q=1', 'gzip'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['*', 'br'],
  ['*;q=0.5, br;q=0', 'gzip'],
  ['identity', 'identity'],
  ['deflate', 'identity'],
  ['gzip;q=0.5, identity', 'identity'],
  ['gzip;q=0.5, identity;q=0', 'gzip'],
  ['br;q=0, gzip;q=0', 'identity'],
  ['gzip;q=abc', 'identity'],
] as const)('Accept-Encoding %j gets %s', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected)
})

test('repeated Accept-Encoding headers are read as one list', () => {
  expect(chooseEncoding(['identity;q=0.1', 'gzip'])).toBe('gzip')
})
