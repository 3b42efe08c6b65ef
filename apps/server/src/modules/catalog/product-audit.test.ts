import { expect, test } from 'vitest'
import { productInput, variant } from '../../testing/factories.js'
import { productChanges } from './product-audit.js'

test('only the variants that changed are listed, at most 20 a side', () => {
  const variants = Array.from({ length: 25 }, (_, index) =>
    variant({ sku: `SKU-${String(index).padStart(2, '0')}`, countInStock: 5 }),
  )
  const before = productInput({ variants })
  const after = productInput({ variants: variants.map((line) => ({ ...line, countInStock: 4 })) })

  const changes = productChanges(before, after)

  expect(Object.keys(changes)).toEqual(['variants'])
  const to = changes.variants?.to as string[]
  expect(to).toHaveLength(21)
  expect(to[0]).toBe('SKU-00 (M, Black): 4 in stock')
  expect(to[20]).toBe('… and 5 more')
})

test('a save without a status changes none; a sent status is compared', () => {
  const saved = productInput()
  const before = { ...saved, status: 'active' }
  expect(productChanges(before, saved)).toEqual({})
  expect(productChanges(before, { ...saved, status: 'draft' })).toEqual({
    status: { from: 'active', to: 'draft' },
  })
})
