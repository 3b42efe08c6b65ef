import { expect, test } from 'vitest'
import {
  RETURN_NUMBER_ALPHABET,
  RETURN_NUMBER_PATTERN,
  newReturnNumber,
  normalizeReturnNumber,
} from './return-number.js'

test('a return number is R- and six characters none of which reads like another', () => {
  for (let round = 0; round < 200; round += 1) {
    expect(newReturnNumber()).toMatch(RETURN_NUMBER_PATTERN)
  }
  expect(RETURN_NUMBER_ALPHABET).toHaveLength(26)
  for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B', 'Z']) {
    expect(RETURN_NUMBER_ALPHABET).not.toContain(lookAlike)
  }
  // The draw decides each character: the first and the last of the alphabet.
  const draws = [0, 25, 0, 25, 0, 25]
  expect(newReturnNumber(() => draws.shift() ?? 0)).toBe('R-2Y2Y2Y')
})

test('a number typed in any case, with or without R- and spaces, is found', () => {
  expect(normalizeReturnNumber('R-7K2M9Q')).toBe('R-7K2M9Q')
  expect(normalizeReturnNumber(' r-7k2m9q ')).toBe('R-7K2M9Q')
  expect(normalizeReturnNumber('R 7K2 M9Q')).toBe('R-7K2M9Q')
  expect(normalizeReturnNumber('7k2m9q')).toBe('R-7K2M9Q')
  // A code that begins with R, typed without the prefix.
  expect(normalizeReturnNumber('RK2M9Q')).toBe('R-RK2M9Q')
  expect(normalizeReturnNumber('R-RK2M9Q')).toBe('R-RK2M9Q')
  expect(normalizeReturnNumber('RRK2M9Q')).toBe('R-RK2M9Q')
})

test('anything else is not a return number', () => {
  for (const typed of [
    '',
    'R-',
    'R-7K2M9',
    'R-7K2M9QQ',
    'R-0K2M9Q',
    '#1a2b3c4d',
    'R-7K2M9Q; drop',
  ]) {
    expect(normalizeReturnNumber(typed)).toBeUndefined()
  }
})
