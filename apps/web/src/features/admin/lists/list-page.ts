import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react'

/** One page of a back-office list and how many rows match in all (`X-Total-Count`). */
export interface ListPage<Row> {
  rows: Row[]
  total: number
}

/**
 * An RTK Query `transformResponse` for a list: the rows and the total the server counted. A
 * missing or broken header counts the rows of this page, so the table still shows them.
 */
export function toListPage<Row>(rows: Row[], meta: FetchBaseQueryMeta | undefined): ListPage<Row> {
  const header = meta?.response?.headers.get('x-total-count')
  const total = Number(header)
  return {
    rows,
    total: header && Number.isInteger(total) && total >= 0 ? total : rows.length,
  }
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
