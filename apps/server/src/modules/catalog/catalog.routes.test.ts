import type { Product, ProductFilters } from '@shop/shared/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { seedProduct, variant } from '../../testing/factories.js'

let t: TestApp
const ids: Record<string, string> = {}
const DAY = 24 * 60 * 60 * 1000
const now = Date.now()
const daysAgo = (days: number) => new Date(now - days * DAY)

beforeAll(async () => {
  t = await createTestApp()
  ids.jeans = await seedProduct(
    t.db,
    {
      name: 'High-Rise Wide-Leg Jeans',
      description: 'Relaxed denim for every day.\n• Five pockets',
      price: 59.99,
      originalPrice: 79.99,
      category: 'Bottom Wear',
      gender: 'Women',
      brand: 'Northfold',
      material: 'Denim',
      collections: 'Denim Edit',
      variants: [
        variant({ size: 'S', color: 'Light Wash', countInStock: 0 }),
        variant({ size: 'M', color: 'Light Wash', countInStock: 4 }),
      ],
    },
    { createdAt: daysAgo(1), soldCount: 3 },
  )
  ids.skirt = await seedProduct(
    t.db,
    {
      name: 'Pleated Midi Skirt',
      description: 'Flowing pleats that move with you.',
      price: 45,
      category: 'Bottom Wear',
      gender: 'Women',
      brand: 'Harbor & Pine',
      material: 'Viscose',
      collections: 'Summer Essentials',
      variants: [variant({ size: 'M', color: 'Black' }), variant({ size: 'L', color: 'Red' })],
    },
    { createdAt: daysAgo(2), soldCount: 9 },
  )
  ids.tee = await seedProduct(
    t.db,
    {
      name: 'Everyday Cotton Tee',
      description: 'Our softest tee, cut from organic cotton.\n• Ribbed collar',
      price: 19.5,
      category: 'Top Wear',
      gender: 'Men',
      brand: 'Slide Supply Co.',
      material: 'Organic Cotton',
      collections: 'Summer Essentials',
      variants: [variant({ size: 'M', color: 'Red' }), variant({ size: 'L', color: 'Black' })],
    },
    { createdAt: daysAgo(3), soldCount: 9 },
  )
  ids.hoodie = await seedProduct(
    t.db,
    {
      name: 'Skatepark Fleece Hoodie',
      description: 'Warm fleece for cold sessions at the park.\n• Kangaroo pocket',
      price: 120,
      category: 'Top Wear',
      gender: 'Men',
      brand: 'Urban Threads',
      material: 'Fleece',
      collections: 'Urban Street',
      variants: [variant({ size: 'XL', color: 'Navy', countInStock: 0 })],
    },
    { createdAt: daysAgo(4) },
  )
  ids.shirt = await seedProduct(
    t.db,
    {
      name: 'Classic Oxford Shirt',
      description: 'A crisp button-down that pairs with jeans.',
      price: 64,
      category: 'Top Wear',
      gender: 'Men',
      brand: 'Northfold',
      material: 'Cotton',
      collections: 'Business Casual',
      variants: [variant({ size: 'S', color: 'Sky Blue' })],
    },
    { createdAt: daysAgo(5) },
  )
})

afterAll(async () => {
  await t.close()
})

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` })
  return {
    status: response.statusCode,
    total: response.headers['x-total-count'],
    body: response.json<Product[] & { message?: string }>(),
    names: response.statusCode === 200 ? response.json<Product[]>().map((p) => p.name) : [],
    message: response.statusCode === 200 ? undefined : response.json<{ message: string }>().message,
  }
}

describe('GET /api/products', () => {
  test('lists every product newest first with the total in X-Total-Count', async () => {
    const result = await list('')
    expect(result.status).toBe(200)
    expect(result.total).toBe('5')
    expect(result.names).toEqual([
      'High-Rise Wide-Leg Jeans',
      'Pleated Midi Skirt',
      'Everyday Cotton Tee',
      'Skatepark Fleece Hoodie',
      'Classic Oxford Shirt',
    ])
  })

  test('a product carries the contract fields with exact money', async () => {
    const [jeans] = (await list('?search=wide-leg')).body
    expect(jeans).toMatchObject({
      _id: ids.jeans,
      price: 59.99,
      originalPrice: 79.99,
      category: 'Bottom Wear',
      brand: 'Northfold',
      collections: 'Denim Edit',
      material: 'Denim',
      gender: 'Women',
      images: [{ url: '/uploads/test.webp', altText: 'A plain tee' }],
    })
    expect(jeans?.variants.map((v) => [v.size, v.color, v.countInStock])).toEqual([
      ['S', 'Light Wash', 0],
      ['M', 'Light Wash', 4],
    ])
    expect(jeans?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    const tee = (await list('?search=everyday')).body[0]
    expect(tee?.price).toBe(19.5)
    expect(tee).not.toHaveProperty('originalPrice')
  })

  test.each([
    ['?collection=summer-essentials', ['Pleated Midi Skirt', 'Everyday Cotton Tee']],
    ['?collection=Summer%20Essentials', ['Pleated Midi Skirt', 'Everyday Cotton Tee']],
    ['?collection=all&gender=Women', ['High-Rise Wide-Leg Jeans', 'Pleated Midi Skirt']],
    ['?gender=women', ['High-Rise Wide-Leg Jeans', 'Pleated Midi Skirt']],
    [
      '?category=Top%20Wear&gender=Men',
      ['Everyday Cotton Tee', 'Skatepark Fleece Hoodie', 'Classic Oxford Shirt'],
    ],
    ['?material=Denim,Fleece', ['High-Rise Wide-Leg Jeans', 'Skatepark Fleece Hoodie']],
    ['?brand=Northfold', ['High-Rise Wide-Leg Jeans', 'Classic Oxford Shirt']],
    [
      '?brand=Northfold,Harbor%20%26%20Pine',
      ['High-Rise Wide-Leg Jeans', 'Pleated Midi Skirt', 'Classic Oxford Shirt'],
    ],
    ['?size=XL', ['Skatepark Fleece Hoodie']],
    ['?size=S,XL', ['High-Rise Wide-Leg Jeans', 'Skatepark Fleece Hoodie', 'Classic Oxford Shirt']],
    ['?color=Red', ['Pleated Midi Skirt', 'Everyday Cotton Tee']],
    ['?color=red,navy', ['Pleated Midi Skirt', 'Everyday Cotton Tee', 'Skatepark Fleece Hoodie']],
    [
      '?minPrice=50',
      ['High-Rise Wide-Leg Jeans', 'Skatepark Fleece Hoodie', 'Classic Oxford Shirt'],
    ],
    ['?maxPrice=45', ['Pleated Midi Skirt', 'Everyday Cotton Tee']],
    [
      '?minPrice=19.5&maxPrice=59.99',
      ['High-Rise Wide-Leg Jeans', 'Pleated Midi Skirt', 'Everyday Cotton Tee'],
    ],
    ['?collection=no-such-collection', []],
  ])('filter %s narrows the list', async (query, expected) => {
    const result = await list(query)
    expect(result.status).toBe(200)
    expect(result.names).toEqual(expected)
    expect(result.total).toBe(String(expected.length))
  })

  test('size and colour must meet on one variant', async () => {
    // The tee has M in Red and L in Black: "M in Black" is not on offer.
    expect((await list('?size=M&color=Black')).names).toEqual(['Pleated Midi Skirt'])
    expect((await list('?size=M&color=Red')).names).toEqual(['Everyday Cotton Tee'])
  })

  test('empty filter values are ignored', async () => {
    const result = await list('?gender=&brand=&size=&minPrice=&sortBy=&search=&limit=')
    expect(result.status).toBe(200)
    expect(result.total).toBe('5')
  })

  test.each([
    [
      'priceAsc',
      [
        'Everyday Cotton Tee',
        'Pleated Midi Skirt',
        'High-Rise Wide-Leg Jeans',
        'Classic Oxford Shirt',
        'Skatepark Fleece Hoodie',
      ],
    ],
    [
      'priceDesc',
      [
        'Skatepark Fleece Hoodie',
        'Classic Oxford Shirt',
        'High-Rise Wide-Leg Jeans',
        'Pleated Midi Skirt',
        'Everyday Cotton Tee',
      ],
    ],
    // Equal sales fall back to newest first.
    [
      'popularity',
      [
        'Pleated Midi Skirt',
        'Everyday Cotton Tee',
        'High-Rise Wide-Leg Jeans',
        'Skatepark Fleece Hoodie',
        'Classic Oxford Shirt',
      ],
    ],
    [
      'newest',
      [
        'High-Rise Wide-Leg Jeans',
        'Pleated Midi Skirt',
        'Everyday Cotton Tee',
        'Skatepark Fleece Hoodie',
        'Classic Oxford Shirt',
      ],
    ],
  ])('sortBy=%s orders the list', async (sortBy, expected) => {
    expect((await list(`?sortBy=${sortBy}`)).names).toEqual(expected)
  })

  test('search matches word prefixes, so "jea" finds jeans', async () => {
    // The shirt mentions jeans in its description only, so it ranks below.
    expect((await list('?search=jea')).names).toEqual([
      'High-Rise Wide-Leg Jeans',
      'Classic Oxford Shirt',
    ])
    expect((await list('?search=JEANS')).names[0]).toBe('High-Rise Wide-Leg Jeans')
  })

  test('search looks at name, description, brand and category, best match first', async () => {
    // "jeans" is in the jeans' name but only in the shirt's description.
    expect((await list('?search=jeans')).names).toEqual([
      'High-Rise Wide-Leg Jeans',
      'Classic Oxford Shirt',
    ])
    expect((await list('?search=kangaroo')).names).toEqual(['Skatepark Fleece Hoodie'])
    expect((await list('?search=harbor')).names).toEqual(['Pleated Midi Skirt'])
    expect((await list('?search=bottom%20wear')).names).toEqual([
      'High-Rise Wide-Leg Jeans',
      'Pleated Midi Skirt',
    ])
  })

  test('search combines with filters and an explicit sort', async () => {
    expect((await list('?search=northfold&sortBy=priceDesc')).names).toEqual([
      'Classic Oxford Shirt',
      'High-Rise Wide-Leg Jeans',
    ])
    expect((await list('?search=northfold&gender=Women')).names).toEqual([
      'High-Rise Wide-Leg Jeans',
    ])
  })

  test('search text with query syntax or only symbols finds nothing and never fails', async () => {
    for (const search of ["'", '!!!', 'a & | ! (', ':*', '\\', '%', 'x'.repeat(100)]) {
      const result = await list(`?search=${encodeURIComponent(search)}`)
      expect(result.status, search).toBe(200)
    }
    expect((await list('?search=%21%21%21')).names).toEqual([])
  })

  test('limit and page walk through the matches', async () => {
    const first = await list('?limit=2&page=1')
    const second = await list('?limit=2&page=2')
    const third = await list('?limit=2&page=3')
    const beyond = await list('?limit=2&page=9')
    expect(first.names).toEqual(['High-Rise Wide-Leg Jeans', 'Pleated Midi Skirt'])
    expect(second.names).toEqual(['Everyday Cotton Tee', 'Skatepark Fleece Hoodie'])
    expect(third.names).toEqual(['Classic Oxford Shirt'])
    expect(beyond.names).toEqual([])
    expect([first.total, second.total, third.total, beyond.total]).toEqual(['5', '5', '5', '5'])
  })

  test.each([
    ['?sortBy=cheapest', 'sortBy must be one of priceAsc, priceDesc, popularity, newest.'],
    ['?minPrice=abc', 'minPrice must be a number.'],
    ['?maxPrice=-1', 'maxPrice cannot be negative.'],
    ['?minPrice=50&maxPrice=10', 'minPrice cannot be more than maxPrice.'],
    ['?limit=0', 'limit must be at least 1.'],
    ['?limit=101', 'limit cannot be more than 100.'],
    ['?limit=2.5', 'limit must be a whole number.'],
    ['?page=0', 'page must be at least 1.'],
    [`?search=${'x'.repeat(101)}`, 'search cannot be longer than 100 characters.'],
  ])('bad query %s is refused with 400 and says why', async (query, message) => {
    const result = await list(query)
    expect(result.status).toBe(400)
    expect(result.message).toBe(message)
  })
})

describe('GET /api/products/:id', () => {
  test('answers the product', async () => {
    const response = await t.app.inject(`/api/products/${ids.skirt ?? ''}`)
    expect(response.statusCode).toBe(200)
    expect(response.json<Product>()).toMatchObject({
      _id: ids.skirt,
      name: 'Pleated Midi Skirt',
      price: 45,
    })
  })

  test.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', '1', "'%20or%201=1"])(
    'an unknown or malformed id %s is a 404, never a 500',
    async (id) => {
      const response = await t.app.inject(`/api/products/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Product not found.' })
    },
  )
})

describe('GET /api/products/similar/:id', () => {
  test('answers products of the same gender and category, itself excluded', async () => {
    const response = await t.app.inject(`/api/products/similar/${ids.tee ?? ''}`)
    expect(response.statusCode).toBe(200)
    const names = response.json<Product[]>().map((p) => p.name)
    expect(names.sort()).toEqual(['Classic Oxford Shirt', 'Skatepark Fleece Hoodie'])
  })

  test('answers at most 4 products', async () => {
    const extra = await createTestApp()
    try {
      const first = await seedProduct(extra.db, { name: 'Tee 0' })
      for (let i = 1; i <= 6; i++) await seedProduct(extra.db, { name: `Tee ${String(i)}` })
      const response = await extra.app.inject(`/api/products/similar/${first}`)
      const names = response.json<Product[]>().map((p) => p.name)
      expect(names).toHaveLength(4)
      expect(names).not.toContain('Tee 0')
    } finally {
      await extra.close()
    }
  })

  test('an unknown product is a 404', async () => {
    const response = await t.app.inject('/api/products/similar/nope')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Product not found.' })
  })
})

describe('GET /api/products/new-arrivals and best-seller', () => {
  test('new arrivals are the 8 newest, newest first', async () => {
    const extra = await createTestApp()
    try {
      for (let i = 1; i <= 10; i++) {
        await seedProduct(extra.db, { name: `Drop ${String(i)}` }, { createdAt: daysAgo(20 - i) })
      }
      const response = await extra.app.inject('/api/products/new-arrivals')
      expect(response.statusCode).toBe(200)
      expect(response.json<Product[]>().map((p) => p.name)).toEqual([
        'Drop 10',
        'Drop 9',
        'Drop 8',
        'Drop 7',
        'Drop 6',
        'Drop 5',
        'Drop 4',
        'Drop 3',
      ])
    } finally {
      await extra.close()
    }
  })

  test('the best seller has the most units sold; a tie goes to the newest', async () => {
    const response = await t.app.inject('/api/products/best-seller')
    expect(response.statusCode).toBe(200)
    // Skirt and tee both sold 9; the skirt is newer.
    expect(response.json<Product>().name).toBe('Pleated Midi Skirt')
  })

  test('without sales the best seller is the newest product still in stock', async () => {
    const extra = await createTestApp()
    try {
      await seedProduct(extra.db, { name: 'Older In Stock' }, { createdAt: daysAgo(3) })
      await seedProduct(
        extra.db,
        { name: 'Newest Sold Out', variants: [variant({ countInStock: 0 })] },
        { createdAt: daysAgo(1) },
      )
      const response = await extra.app.inject('/api/products/best-seller')
      expect(response.json<Product>().name).toBe('Older In Stock')
    } finally {
      await extra.close()
    }
  })

  test('an empty shop has no best seller and no new arrivals', async () => {
    const empty = await createTestApp()
    try {
      const best = await empty.app.inject('/api/products/best-seller')
      expect(best.statusCode).toBe(404)
      expect(best.json()).toEqual({ message: 'There are no products yet.' })
      const arrivals = await empty.app.inject('/api/products/new-arrivals')
      expect(arrivals.json()).toEqual([])
    } finally {
      await empty.close()
    }
  })
})

describe('GET /api/products/filters', () => {
  const ALL_COLLECTIONS = [
    { name: 'Business Casual', slug: 'business-casual' },
    { name: 'Denim Edit', slug: 'denim-edit' },
    { name: 'Summer Essentials', slug: 'summer-essentials' },
    { name: 'Urban Street', slug: 'urban-street' },
  ]

  /**
   * The facets of the answer; the palette it always carries is checked on its own below, the
   * counts in facet-counts.routes.test.ts.
   */
  async function filters(query = '', app = t.app) {
    const response = await app.inject(`/api/products/filters${query}`)
    expect(response.statusCode).toBe(200)
    const { palette, counts: _counts, ...facets } = response.json<ProductFilters>()
    expect(palette).toContainEqual({ name: 'Black', hex: '#1f1f22' })
    return facets
  }

  test('offers every value of the catalogue, sorted, with the price range (never read as a product id)', async () => {
    expect(await filters()).toEqual({
      categories: ['Bottom Wear', 'Top Wear'],
      genders: ['Men', 'Women'],
      colors: ['Black', 'Light Wash', 'Navy', 'Red', 'Sky Blue'],
      sizes: ['S', 'M', 'L', 'XL'],
      materials: ['Cotton', 'Denim', 'Fleece', 'Organic Cotton', 'Viscose'],
      brands: ['Harbor & Pine', 'Northfold', 'Slide Supply Co.', 'Urban Threads'],
      collections: ALL_COLLECTIONS,
      price: { min: 19.5, max: 120 },
    })
  })

  test.each(['?collection=all', '?collection=ALL', '?collection='])(
    '%s offers the whole catalogue',
    async (query) => {
      expect(await filters(query)).toEqual(await filters())
    },
  )

  test.each(['?collection=summer-essentials', '?collection=Summer%20Essentials'])(
    '%s offers only what that collection holds, and still every collection',
    async (query) => {
      expect(await filters(query)).toEqual({
        categories: ['Bottom Wear', 'Top Wear'],
        genders: ['Men', 'Women'],
        colors: ['Black', 'Red'],
        sizes: ['M', 'L'],
        materials: ['Organic Cotton', 'Viscose'],
        brands: ['Harbor & Pine', 'Slide Supply Co.'],
        collections: ALL_COLLECTIONS,
        price: { min: 19.5, max: 45 },
      })
    },
  )

  test('an unknown collection offers no values and a price range of 0 to 0', async () => {
    expect(await filters('?collection=no-such-collection')).toEqual({
      categories: [],
      genders: [],
      colors: [],
      sizes: [],
      materials: [],
      brands: [],
      collections: ALL_COLLECTIONS,
      price: { min: 0, max: 0 },
    })
  })

  test('sizes follow the size scale, other sizes come after by name, and case never doubles a value', async () => {
    const extra = await createTestApp()
    try {
      await seedProduct(extra.db, {
        brand: 'Northfold',
        variants: ['32', 'XXL', 'One Size', 'm', '28', 'XS'].map((size) =>
          variant({ size, color: 'Black' }),
        ),
      })
      await seedProduct(extra.db, {
        brand: 'northfold',
        collections: 'test collection',
        variants: [variant({ size: 'M', color: 'black' }), variant({ size: 'S', color: 'Olive' })],
      })
      const result = await filters('', extra.app)
      expect(result.sizes).toEqual(['XS', 'S', 'M', 'XXL', '28', '32', 'One Size'])
      expect(result.colors).toEqual(['Black', 'Olive'])
      expect(result.brands).toEqual(['Northfold'])
      expect(result.collections).toEqual([{ name: 'Test Collection', slug: 'test-collection' }])
    } finally {
      await extra.close()
    }
  })

  test('an empty shop offers nothing and no collection', async () => {
    const empty = await createTestApp()
    try {
      expect(await filters('', empty.app)).toEqual({
        categories: [],
        genders: [],
        colors: [],
        sizes: [],
        materials: [],
        brands: [],
        collections: [],
        price: { min: 0, max: 0 },
      })
    } finally {
      await empty.close()
    }
  })

  test('a collection name that is too long is refused with 400', async () => {
    const response = await t.app.inject(`/api/products/filters?collection=${'x'.repeat(201)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(/200 characters/)
  })
})

describe('catalogue cache', () => {
  test('reads are served from the cache until a product write clears it', async () => {
    const extra = await createTestApp()
    try {
      await seedProduct(extra.db, { name: 'First Product' })
      const before = await extra.app.inject('/api/products')
      expect(before.headers['x-total-count']).toBe('1')

      await seedProduct(extra.db, { name: 'Written Behind The Cache' })
      const cached = await extra.app.inject('/api/products')
      expect(cached.headers['x-total-count']).toBe('1')

      extra.catalogCache.clear()
      const fresh = await extra.app.inject('/api/products')
      expect(fresh.headers['x-total-count']).toBe('2')
      expect(fresh.json<Product[]>().map((p) => p.name)).toContain('Written Behind The Cache')
    } finally {
      await extra.close()
    }
  })

  test('a list asked again at the same address answers as it did, headers and all', async () => {
    const extra = await createTestApp()
    try {
      await seedProduct(extra.db, { name: 'Harbour Tee' })
      const url = '/api/products?search=harbour&sortBy=newest'
      const first = await extra.app.inject(url)
      const again = await extra.app.inject({ method: 'GET', url })
      expect(again.statusCode).toBe(200)
      expect(again.headers['x-total-count']).toBe('1')
      expect(again.headers['cache-control']).toBe(first.headers['cache-control'])
      expect(again.json<Product[]>().map((p) => p.name)).toEqual(['Harbour Tee'])
      // The address was answered before; a broken one next to it is still refused.
      const broken = await extra.app.inject('/api/products?search=harbour&sortBy=newest&page=x')
      expect(broken.statusCode).toBe(400)
      // A product write forgets the address with the rest.
      extra.catalogCache.clear()
      await seedProduct(extra.db, { name: 'Harbour Hoodie' })
      const fresh = await extra.app.inject(url)
      expect(fresh.headers['x-total-count']).toBe('2')
    } finally {
      await extra.close()
    }
  })

  test('the filter values are cached until a product write clears the cache', async () => {
    const extra = await createTestApp()
    try {
      await seedProduct(extra.db, { brand: 'Northfold', collections: 'Denim Edit', price: 40 })
      const before = await extra.app.inject('/api/products/filters?collection=denim-edit')
      expect(before.json<ProductFilters>().brands).toEqual(['Northfold'])

      await seedProduct(extra.db, { brand: 'Coastline', collections: 'Denim Edit', price: 90 })
      const cached = await extra.app.inject('/api/products/filters?collection=Denim%20Edit')
      expect(cached.json<ProductFilters>().brands).toEqual(['Northfold'])

      extra.catalogCache.clear()
      const fresh = await extra.app.inject('/api/products/filters?collection=denim-edit')
      expect(fresh.json<ProductFilters>()).toMatchObject({
        brands: ['Coastline', 'Northfold'],
        price: { min: 40, max: 90 },
      })
    } finally {
      await extra.close()
    }
  })
})
