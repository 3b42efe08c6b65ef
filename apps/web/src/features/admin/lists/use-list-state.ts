import type { SortKey } from '@shop/shared/admin-lists'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { readListState, writeListState, type ListConfig, type ListState } from './list-state'

export interface ListControls<Field extends string, Filter extends string> {
  state: ListState<Field, Filter>
  setPage: (page: number) => void
  /** A new search, sort or filter starts again at page 1. */
  setSearch: (search: string) => void
  setSort: (sort: SortKey<Field>) => void
  /** An empty value removes the filter. */
  setFilter: (name: Filter, value: string) => void
}

/**
 * A list's state read from the address and the ways to change it. Each change is a history entry,
 * so Back returns to the previous page, search or filter. `config` must be a module constant.
 */
export function useListState<Field extends string, Filter extends string>(
  config: ListConfig<Field, Filter>,
): ListControls<Field, Filter> {
  const [searchParams, setSearchParams] = useSearchParams()
  const state = useMemo(() => readListState(searchParams, config), [searchParams, config])

  const change = useCallback(
    (update: (current: ListState<Field, Filter>) => ListState<Field, Filter>) => {
      setSearchParams((params) =>
        writeListState(params, update(readListState(params, config)), config),
      )
    },
    [setSearchParams, config],
  )

  return useMemo(
    () => ({
      state,
      setPage: (page) => {
        change((current) => ({ ...current, page }))
      },
      setSearch: (search) => {
        change((current) =>
          current.search === search.trim()
            ? current
            : { ...current, search: search.trim(), page: 1 },
        )
      },
      setSort: (sort) => {
        change((current) => ({ ...current, sort, page: 1 }))
      },
      setFilter: (name, value) => {
        change((current) => ({
          ...current,
          page: 1,
          filters: { ...current.filters, [name]: value || undefined },
        }))
      },
    }),
    [state, change],
  )
}
