import type { Product } from '@shop/shared/catalog'
import { useMemo } from 'react'
import { useGetAdminProductsQuery } from './admin-products-api'

/** Values the catalogue already uses, offered while typing so one name keeps one spelling. */
export interface ProductSuggestions {
  categories: string[]
  brands: string[]
  collections: string[]
  materials: string[]
  genders: string[]
  sizes: string[]
  colors: string[]
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
  }
}

/** Read from the admin product list (usually cached from the products page). */
export function useProductSuggestions(): ProductSuggestions {
  const { data: products } = useGetAdminProductsQuery(undefined)
  return useMemo(() => collectProductSuggestions(products ?? []), [products])
}
