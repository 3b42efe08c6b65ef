import { useMemo } from 'react'
import { useGetProductFieldValuesQuery } from './admin-products-api'
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

/**
 * Free-text suggestions from every product the catalogue holds (the server's field values, not
 * a page of the product list), the four lists from the vocabulary.
 */
export function useProductSuggestions(): ProductSuggestions {
  const { data: fieldValues } = useGetProductFieldValuesQuery(undefined)
  const { data: vocabulary } = useGetVocabularyQuery(undefined)
  return useMemo(() => {
    const names = (entries: readonly { name: string }[] | undefined) =>
      entries?.map((entry) => entry.name) ?? []
    return {
      categories: names(vocabulary?.categories),
      brands: distinctSorted(fieldValues?.brands ?? []),
      collections: distinctSorted(fieldValues?.collections ?? []),
      materials: distinctSorted(fieldValues?.materials ?? []),
      genders: names(vocabulary?.genders),
      sizes: names(vocabulary?.sizes),
      colors: names(vocabulary?.colors),
      palette: Object.fromEntries(vocabulary?.colors.map((entry) => [entry.name, entry.hex]) ?? []),
    }
  }, [fieldValues, vocabulary])
}
