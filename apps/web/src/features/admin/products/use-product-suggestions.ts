import type { Product } from '@shop/shared/catalog'
import { useMemo } from 'react'
import { useGetAdminProductsQuery } from './admin-products-api'
import { useGetVocabularyQuery } from './admin-vocabulary-api'

/**
 * What the product form offers. Category, gender, size and colour come from the managed lists
 * (docs/api.md § Catalogue settings), in the owner's order; brand, collections and material are
 * free text, suggested from the values the catalogue already uses.
 */
export interface ProductSuggestions {
  categories: string[]
  brands: string[]
  collections: string[]
  materials: string[]
  genders: string[]
  sizes: string[]
  colors: string[]
  /** Colour name → `#rrggbb`, for the swatch beside a chosen colour. */
  palette: Record<string, string>
}

const distinctSorted = (values: Iterable<string>) =>
  [...new Set(values)].filter((value) => value.trim() !== '').sort((a, b) => a.localeCompare(b))

export function collectProductSuggestions(products: readonly Product[]): ProductSuggestions {
  const variants = products.flatMap((product) => product.variants)
  return {
    categories: distinctSorted(products.map((product) => product.category)),
    brands: distinctSorted(products.map((product) => product.brand)),
    collections: distinctSorted(products.map((product) => product.collections)),
    materials: distinctSorted(products.map((product) => product.material)),
    genders: distinctSorted(products.map((product) => product.gender)),
    sizes: distinctSorted(variants.map((variant) => variant.size)),
    colors: distinctSorted(variants.map((variant) => variant.color)),
    palette: {},
  }
}

/** Free-text suggestions from the admin product list, the four lists from the vocabulary. */
export function useProductSuggestions(): ProductSuggestions {
  const { data: products } = useGetAdminProductsQuery(undefined)
  const { data: vocabulary } = useGetVocabularyQuery(undefined)
  return useMemo(() => {
    const fromProducts = collectProductSuggestions(products ?? [])
    if (!vocabulary) return fromProducts
    return {
      ...fromProducts,
      categories: vocabulary.categories.map((entry) => entry.name),
      genders: vocabulary.genders.map((entry) => entry.name),
      sizes: vocabulary.sizes.map((entry) => entry.name),
      colors: vocabulary.colors.map((entry) => entry.name),
      palette: Object.fromEntries(vocabulary.colors.map((entry) => [entry.name, entry.hex])),
    }
  }, [products, vocabulary])
}
