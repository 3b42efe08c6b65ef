import { expect, test } from 'vitest'
import { readOutboxFilters, toOutboxSearch } from './outbox-filters'

const read = (search: string) => readOutboxFilters(new URLSearchParams(search))

test('the status and page of the address are read back as written', () => {
  expect(read('')).toEqual({ status: null, page: 1 })
  expect(read('?status=failed&page=3')).toEqual({ status: 'failed', page: 3 })
  expect(toOutboxSearch({ status: 'failed', page: 3 })).toBe('?status=failed&page=3')
  expect(toOutboxSearch({ status: null, page: 1 })).toBe('')
})

test('an unknown status or a page that is no whole number from 1 falls back to the defaults', () => {
  expect(read('?status=bounced&page=0')).toEqual({ status: null, page: 1 })
  expect(read('?page=2.5')).toEqual({ status: null, page: 1 })
  expect(read('?page=abc')).toEqual({ status: null, page: 1 })
})
