import type { ProductListQuery } from '@shop/shared/catalog'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import {
  readProductFilters,
  toProductListQuery,
  toSearchString,
  writeProductFilters,
  type ProductFilterState,
} from './product-filters'

type FilterUpdate = ProductFilterState | ((current: ProductFilterState) => ProductFilterState)

export interface ProductFiltersControl {
  /** The `:collection` of the address; `all` for the whole shop. */
  collection: string
  filters: ProductFilterState
  /** The API query of the first page (`page` is added per page). */
  query: ProductListQuery
  /** Writes the filters into the address as a new history entry (Back undoes it), no jump to the top. */
  updateFilters: (update: FilterUpdate) => void
}

/**
 * The shop's filters, read from and written to the address, so a link or a reload keeps them and
 * Back and Forward step through them.
 */
export function useProductFilters(): ProductFiltersControl {
  const { collection = 'all' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()

  const filters = useMemo(() => readProductFilters(new URLSearchParams(search)), [search])
  const query = useMemo(() => toProductListQuery(filters, collection), [filters, collection])

  const updateFilters = useCallback(
    (update: FilterUpdate) => {
      const params = new URLSearchParams(search)
      const next = typeof update === 'function' ? update(readProductFilters(params)) : update
      const nextSearch = toSearchString(writeProductFilters(params, next))
      if (nextSearch === search) return
      // Each change is its own history entry, so Back takes the last one back; the
      // price fields send theirs once typing pauses, not per key. flushSync: a ticked box stays
      // ticked; in a transition React would show it unticked until the address caught up.
      void navigate({ search: nextSearch }, { preventScrollReset: true, flushSync: true })
    },
    [navigate, search],
  )

  return { collection, filters, query, updateFilters }
}
