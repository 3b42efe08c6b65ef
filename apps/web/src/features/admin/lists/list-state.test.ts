import { expect, test } from 'vitest'
import { defineList, readListState, toListParams, writeListState } from './list-state'

const LIST = defineList({
  sortFields: ['name', 'createdAt'],
  defaultSort: '-createdAt',
  filters: { stock: ['low', 'out'], from: 'day' },
})

const read = (query: string) => readListState(new URLSearchParams(query), LIST)

test('an address without list keys reads as the defaults', () => {
  expect(read('')).toEqual({ page: 1, search: '', sort: '-createdAt', filters: {} })
})

test('page, search, sort and filters are read from the address', () => {
  expect(read('page=3&search=%20tee%20&sort=name&stock=low&from=2026-01-31')).toEqual({
    page: 3,
    search: 'tee',
    sort: 'name',
    filters: { stock: 'low', from: '2026-01-31' },
  })
})

test('values the list does not accept fall back to the defaults', () => {
  expect(read('page=0&sort=price&stock=plenty&from=31/01/2026')).toEqual({
    page: 1,
    search: '',
    sort: '-createdAt',
    filters: {},
  })
  expect(read('page=2.5').page).toBe(1)
  expect(read('page=abc').page).toBe(1)
})

test('writing leaves the defaults out of the address', () => {
  const params = writeListState(
    new URLSearchParams('page=4&search=old&sort=name&stock=out'),
    { page: 1, search: '', sort: '-createdAt', filters: {} },
    LIST,
  )
  expect(params.toString()).toBe('')
})

test('writing sets what differs from the defaults and keeps other keys', () => {
  const params = writeListState(
    new URLSearchParams('order=abc'),
    { page: 2, search: 'tee shirt', sort: 'name', filters: { stock: 'low' } },
    LIST,
  )
  expect(Object.fromEntries(params)).toEqual({
    order: 'abc',
    page: '2',
    search: 'tee shirt',
    sort: 'name',
    stock: 'low',
  })
  expect(readListState(params, LIST)).toEqual({
    page: 2,
    search: 'tee shirt',
    sort: 'name',
    filters: { stock: 'low' },
  })
})

test('the request asks for one page with the sort, and the search and filters that are set', () => {
  expect(toListParams(read(''), 25)).toEqual({ page: 1, limit: 25, sort: '-createdAt' })
  expect(toListParams(read('page=2&search=cap&stock=out'), 25)).toEqual({
    page: 2,
    limit: 25,
    sort: '-createdAt',
    search: 'cap',
    stock: 'out',
  })
})
