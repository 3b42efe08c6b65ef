import { describe, expect, test } from 'vitest'
import { orderNumberRange } from './order-number-range.js'

describe('orderNumberRange', () => {
  test('the short number, with or without its #, in any case, spans every id it starts', () => {
    const range = {
      first: 'a0a03932-0000-0000-0000-000000000000',
      last: 'a0a03932-ffff-ffff-ffff-ffffffffffff',
    }
    expect(orderNumberRange('a0a03932')).toEqual(range)
    expect(orderNumberRange(' #A0A03932 ')).toEqual(range)
  })

  test('a whole id is a range of one', () => {
    const id = 'bd2d5c76-a0ce-4167-b056-3d23c625791f'
    expect(orderNumberRange(id)).toEqual({ first: id, last: id })
    expect(orderNumberRange(id.replaceAll('-', ''))).toEqual({ first: id, last: id })
  })

  test('dashes count only where the id has them', () => {
    expect(orderNumberRange('bd2d5c76-a0')).toEqual({
      first: 'bd2d5c76-a000-0000-0000-000000000000',
      last: 'bd2d5c76-a0ff-ffff-ffff-ffffffffffff',
    })
    expect(orderNumberRange('bd2d-5c76')).toBeNull()
  })

  test('words, empty searches and over-long ones are not order numbers', () => {
    expect(orderNumberRange('lovelace')).toBeNull()
    expect(orderNumberRange('#')).toBeNull()
    expect(orderNumberRange('a'.repeat(33))).toBeNull()
  })
})
