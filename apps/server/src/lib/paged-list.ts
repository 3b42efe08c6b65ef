import { parseSortKey, type SortKey } from '@shop/shared/admin-lists'
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'

/**
 * The server half of the back office's lists (@shop/shared/admin-lists): offsets, ORDER BY from
 * a `sort` key, ILIKE patterns, and the `X-Total-Count` header.
 */

export interface PageRequest {
  page: number
  limit: number
}

export interface Page<Row> {
  rows: Row[]
  total: number
}

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit

/**
 * ORDER BY for a sort key: the chosen column, then the record's id in the same direction, so
 * rows with equal values keep one order from page to page (none shows twice, none is skipped).
 */
export function orderByFor<Field extends string>(
  key: SortKey<Field>,
  columns: Record<Field, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] {
  const { field, descending } = parseSortKey(key)
  const direction = descending ? desc : asc
  return [direction(columns[field]), direction(tieBreaker)]
}

/** An ILIKE pattern matching values that contain `search` literally (% and _ are not wildcards). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** Answers a page: its rows as the body, the number of matching records in X-Total-Count. */
export function sendPage<Row>(reply: FastifyReply, { rows, total }: Page<Row>): Row[] {
  void reply.header('x-total-count', String(total))
  return rows
}
