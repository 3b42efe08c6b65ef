import type { ProductFilters } from '@shop/shared/catalog'
import { DEFAULT_PAGE_SIZE, SIZES } from '@shop/shared/limits'
import { describe, expect, test } from 'vitest'
import {
  EMPTY_FILTERS,
  clearProductFilters,
  countActiveFilters,
  countFor,
  findCollectionName,
  listActiveFilters,
  readProductFilters,
  removeActiveFilter,
  resolveFilterOptions,
  toFiltersRequest,
  toProductListQuery,
  toSearchString,
  toggleListValue,
  writeProductFilters,
} from './product-filters'

const read = (search: string) => readProductFilters(new URLSearchParams(search))

test('every filter in the address becomes the product query, lists comma-separated', () => {
  const filters = read(
    '?category=Bottom+Wear&gender=Women&size=M,S&color=Black,Heather+Gray&material=Denim&brand=Coastline,Northfold&minPrice=20&maxPrice=80.5&sortBy=priceAsc&search=jea',
  )

  expect(toProductListQuery(filters, 'denim-edit')).toEqual({
    collection: 'denim-edit',
    category: 'Bottom Wear',
    gender: 'Women',
    size: 'M,S',
    color: 'Black,Heather Gray',
    material: 'Denim',
    brand: 'Coastline,Northfold',
    minPrice: 20,
    maxPrice: 80.5,
    sortBy: 'priceAsc',
    search: 'jea',
    limit: DEFAULT_PAGE_SIZE,
  })
})

test('the whole shop asks for no collection, and an address without filters sends none', () => {
  expect(toProductListQuery(read(''), 'all')).toEqual({ limit: DEFAULT_PAGE_SIZE })
  expect(toProductListQuery(read(''), 'ALL')).toEqual({ limit: DEFAULT_PAGE_SIZE })
  expect(toProductListQuery(read(''), undefined)).toEqual({ limit: DEFAULT_PAGE_SIZE })
})

test('nonsense in the address is ignored instead of breaking the page', () => {
  const filters = read(
    '?minPrice=abc&maxPrice=-5&sortBy=cheapest&size=,,&color=%20&category=%20%20&search=&page=x',
  )

  expect(filters).toEqual(EMPTY_FILTERS)
  expect(toProductListQuery(filters, 'all')).toEqual({ limit: DEFAULT_PAGE_SIZE })
})

test('a price range typed the wrong way round is asked for the right way round', () => {
  const query = toProductListQuery(read('?minPrice=90&maxPrice=30'), 'all')

  expect(query).toMatchObject({ minPrice: 30, maxPrice: 90 })
})

test('the same sizes ticked in another order make the same request', () => {
  expect(toProductListQuery(read('?size=L,M,S'), 'all')).toEqual(
    toProductListQuery(read('?size=S,L,M'), 'all'),
  )
  expect(read('?size=M,M,L').size).toEqual(['M', 'L'])
})

test('writing filters keeps other parameters, drops empty ones and starts again at page one', () => {
  const params = new URLSearchParams('?utm_source=mail&page=3&size=S&gender=Men')
  const next = writeProductFilters(params, {
    ...EMPTY_FILTERS,
    size: ['S', 'M'],
    color: ['Black'],
    minPrice: 10,
  })

  expect(toSearchString(next)).toBe('?utm_source=mail&size=S,M&color=Black&minPrice=10')
  expect(read(toSearchString(next))).toEqual({
    ...EMPTY_FILTERS,
    size: ['S', 'M'],
    color: ['Black'],
    minPrice: 10,
  })
})

test('an address with nothing left has no query string at all', () => {
  expect(toSearchString(writeProductFilters(new URLSearchParams('?size=S'), EMPTY_FILTERS))).toBe(
    '',
  )
})

test('ticking a value twice takes it out again, whatever its case in the address', () => {
  expect(toggleListValue(['S'], 'M')).toEqual(['S', 'M'])
  expect(toggleListValue(['S', 'M'], 'M')).toEqual(['S'])
  expect(toggleListValue(['black'], 'Black')).toEqual([])
})

test('clear all empties the filters but keeps the search and the sort order', () => {
  const filters = read('?search=tee&sortBy=newest&gender=Men&size=S&minPrice=5')

  expect(clearProductFilters(filters)).toEqual({
    ...EMPTY_FILTERS,
    search: 'tee',
    sortBy: 'newest',
  })
})

test('each chosen value is a chip of its own that removes only itself', () => {
  const filters = read('?gender=Women&size=S,M&color=Black&minPrice=20&maxPrice=80&search=tee')
  const chips = listActiveFilters(filters)

  expect(chips.map((chip) => chip.label)).toEqual([
    'Women',
    'Black',
    'Size S',
    'Size M',
    '$20 – $80',
  ])
  expect(countActiveFilters(filters)).toBe(5)

  const sizeS = chips.find((chip) => chip.label === 'Size S')
  const price = chips.find((chip) => chip.kind === 'price')
  if (!sizeS || !price) throw new Error('chips missing')
  expect(removeActiveFilter(filters, sizeS).size).toEqual(['M'])
  const withoutPrice = removeActiveFilter(filters, price)
  expect(withoutPrice.minPrice).toBeUndefined()
  expect(withoutPrice.maxPrice).toBeUndefined()
  expect(withoutPrice.gender).toBe('Women')
})

test('a collection is titled as the catalogue spells it, or from its address when unknown', () => {
  const collections = [{ name: 'Summer Essentials', slug: 'summer-essentials' }]

  expect(findCollectionName('summer-essentials', collections)).toBe('Summer Essentials')
  expect(findCollectionName('Summer-Essentials', collections)).toBe('Summer Essentials')
  expect(findCollectionName('winter-warmers', collections)).toBe('Winter Warmers')
  expect(findCollectionName('winter-warmers', undefined)).toBe('Winter Warmers')
})

test('until the server lists the filter values, the fixed scales stand in and chosen values stay', () => {
  const options = resolveFilterOptions(undefined, read('?brand=Coastline&size=XS'))

  expect(options.sizes).toEqual([...SIZES])
  expect(options.categories).toEqual(['Top Wear', 'Bottom Wear'])
  expect(options.brands).toEqual(['Coastline'])
  expect(options.colors).toContain('Black')
  expect(options.price).toBeUndefined()
})

test('the server’s values are offered as they are, plus a chosen one it does not know', () => {
  const fromServer: ProductFilters = {
    categories: ['Top Wear'],
    genders: ['Women'],
    colors: ['Navy'],
    sizes: ['S', 'M'],
    materials: ['Linen'],
    brands: ['Coastline'],
    collections: [],
    price: { min: 12, max: 140 },
  }

  const options = resolveFilterOptions(fromServer, read('?color=navy&material=Silk'))

  expect(options.colors).toEqual(['Navy'])
  expect(options.materials).toEqual(['Linen', 'Silk'])
  expect(options.price).toEqual({ min: 12, max: 140 })
})

describe('toFiltersRequest', () => {
  test('asks for the collection alone while nothing else is chosen', () => {
    expect(toFiltersRequest(toProductListQuery(EMPTY_FILTERS, 'all'))).toBeUndefined()
    expect(
      toFiltersRequest(toProductListQuery({ ...EMPTY_FILTERS, sortBy: 'newest' }, 'Denim-Edit')),
    ).toBe('denim-edit')
  })

  test('carries every filter but paging and order, so the counts follow them', () => {
    const state = {
      ...EMPTY_FILTERS,
      size: ['M', 'S'],
      gender: 'Women',
      maxPrice: 80,
      search: 'jeans',
      sortBy: 'priceAsc' as const,
    }
    expect(toFiltersRequest(toProductListQuery(state, 'denim-edit'))).toEqual({
      collection: 'denim-edit',
      gender: 'Women',
      size: 'M,S',
      maxPrice: 80,
      search: 'jeans',
    })
    expect(toFiltersRequest(toProductListQuery(state, 'all'))).not.toHaveProperty('collection')
  })
})

describe('countFor', () => {
  const sizes = { S: 2, M: 0 }
  test('reads a value’s count as offered, or as chosen in another case', () => {
    expect(countFor(sizes, 'S')).toBe(2)
    expect(countFor(sizes, 'm')).toBe(0)
  })
  test('knows no count for a value the answer does not list, or without counts', () => {
    expect(countFor(sizes, 'XL')).toBeUndefined()
    expect(countFor(undefined, 'S')).toBeUndefined()
  })
})
