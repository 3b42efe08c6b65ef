import type { CatalogVocabulary } from '@shop/shared/catalog-vocabulary'

/** The managed lists of the back office's tests: the seeded values, a few of each. */
export function makeVocabulary(overrides: Partial<CatalogVocabulary> = {}): CatalogVocabulary {
  return {
    categories: [{ name: 'Top Wear' }, { name: 'Bottom Wear' }],
    genders: [{ name: 'Men' }, { name: 'Women' }, { name: 'Unisex' }],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((name) => ({ name })),
    colors: [
      { name: 'Black', hex: '#1f1f22' },
      { name: 'White', hex: '#f7f7f5' },
      { name: 'Navy', hex: '#1f2c4c' },
    ],
    ...overrides,
  }
}
