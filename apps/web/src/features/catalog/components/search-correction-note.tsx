import type { ProductListQuery } from '@shop/shared/catalog'
import { useGetProductsQuery } from '../catalog-api'
import { quoteSearch } from '../quote-search'

interface SearchCorrectionNoteProps {
  /** The list's query, without a page: the note reads the same first page the list shows. */
  query: ProductListQuery
}

/**
 * 'Showing results for "jeans"' when the search as typed matched nothing and the server ran a
 * corrected one instead (X-Search-Corrected, docs/api.md § Catalogue).
 */
export function SearchCorrectionNote({ query }: SearchCorrectionNoteProps) {
  // currentData: while another search loads, the last one's correction is not shown for it.
  const { currentData } = useGetProductsQuery({ ...query, page: 1 })
  const correctedSearch = currentData?.correctedSearch
  if (correctedSearch === undefined) return null
  return (
    <p className="mt-2 text-sm text-stone-700">
      Showing results for {quoteSearch(correctedSearch)}
    </p>
  )
}
