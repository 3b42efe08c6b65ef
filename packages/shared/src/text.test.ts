import { expect, test } from 'vitest'
import { findInvalidText, hasInvalidCharacter, invalidCharacterMessage } from './text.js'

test('NUL, control characters, lone surrogates and non-characters are refused', () => {
  for (const text of [
    'a\u0000b',
    '\u0007',
    'x\u001by',
    '\u007f',
    '\u0085',
    'a\ud800',
    '\udc00b',
    '\uffff',
  ]) {
    expect(hasInvalidCharacter(text), JSON.stringify(text)).toBe(true)
  }
})

test('tabs, line breaks, accents, emoji and every script a name may use are kept', () => {
  for (const text of [
    'Line one\nLine two\r\n\tindented',
    'Zoë Ångström',
    '山田 花子',
    'مريم',
    '👕🧢',
    '',
  ]) {
    expect(hasInvalidCharacter(text), text).toBe(false)
  }
})

test('the path of the first bad string is found in nested bodies, arrays and keys', () => {
  expect(findInvalidText({ name: 'Ann', shippingAddress: { city: 'Ber\u0000lin' } })).toBe(
    'shippingAddress.city',
  )
  expect(findInvalidText({ items: [{ color: 'Red' }, { color: 'Bl\u0000ue' }] })).toBe(
    'items[1].color',
  )
  expect(findInvalidText({ ['na\u0000me']: 'x' })).toBe('key')
  expect(findInvalidText('bad\u0000')).toBe('')
  expect(findInvalidText({ price: 5, ok: true, list: ['a', null] })).toBeUndefined()
})

test('the message names the field, or the request when the whole body is one string', () => {
  expect(invalidCharacterMessage('name')).toBe(
    'The field "name" contains a character that is not allowed.',
  )
  expect(invalidCharacterMessage('')).toBe('The request contains a character that is not allowed.')
})
