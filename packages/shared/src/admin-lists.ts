import { z } from 'zod'
import { MAX_PAGE_SIZE } from './limits.js'

/**
 * The query every back-office list takes (docs/product-rules.md § Back office at scale): `page`, `limit`
 * (≤ 100), `search` and `sort`, plus the filters of that list. The answer is the page as an array
 * with the number of matching records in `X-Total-Count`. Without `page` and `limit` a list
 * answers its first 100.
 */

/** Rows per page in the back office's tables. */
export const ADMIN_PAGE_SIZE = 25
/** What a list answers when no `limit` is given. */
export const ADMIN_DEFAULT_LIMIT = MAX_PAGE_SIZE
export const MAX_SEARCH_LENGTH = 200

export const ADMIN_PAGE_MESSAGE = 'Page must be a whole number from 1.'
export const ADMIN_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${String(MAX_PAGE_SIZE)}.`
export const ADMIN_SEARCH_MESSAGE = `Search must be at most ${String(MAX_SEARCH_LENGTH)} characters.`
export const sortInvalidMessage = (sorts: readonly string[]) =>
  `Sort must be one of ${sorts.join(', ')}.`

/** `name` sorts ascending, `-name` descending. */
export type SortKey<Field extends string> = Field | `-${Field}`

/** Every accepted `sort` value of a list with these fields. */
export function sortKeys<const Field extends string>(fields: readonly Field[]): SortKey<Field>[] {
  return fields.flatMap((field) => [field, `-${field}` as const])
}

/** Splits a sort key into its field and direction. */
export function parseSortKey<Field extends string>(
  key: SortKey<Field>,
): { field: Field; descending: boolean } {
  return key.startsWith('-')
    ? { field: key.slice(1) as Field, descending: true }
    : { field: key as Field, descending: false }
}

/**
 * The paging, search and sort part of a list's query; a list adds its filters with `.extend`.
 * An empty or blank `search` means no search.
 */
export function adminListQuerySchema<const Field extends string>(
  sortFields: readonly Field[],
  defaultSort: SortKey<Field>,
) {
  const sorts = sortKeys(sortFields)
  return z.object({
    page: z.coerce
      .number({ error: ADMIN_PAGE_MESSAGE })
      .int(ADMIN_PAGE_MESSAGE)
      .min(1, ADMIN_PAGE_MESSAGE)
      .max(1_000_000, ADMIN_PAGE_MESSAGE)
      .default(1),
    limit: z.coerce
      .number({ error: ADMIN_LIMIT_MESSAGE })
      .int(ADMIN_LIMIT_MESSAGE)
      .min(1, ADMIN_LIMIT_MESSAGE)
      .max(MAX_PAGE_SIZE, ADMIN_LIMIT_MESSAGE)
      .default(ADMIN_DEFAULT_LIMIT),
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, ADMIN_SEARCH_MESSAGE)
      .transform((value) => value.trim() || undefined)
      .optional(),
    sort: z
      .string()
      .optional()
      .transform((value, context): SortKey<Field> => {
        if (value === undefined || value === '') return defaultSort
        if (sorts.some((sort) => sort === value)) return value as SortKey<Field>
        context.addIssue({ code: 'custom', message: sortInvalidMessage(sorts) })
        return z.NEVER
      }),
  })
}

/** `from`/`to` filters: a calendar day, `YYYY-MM-DD` (UTC). */
export const DAY_MESSAGE = 'Dates must be written YYYY-MM-DD.'
export const daySchema = z.iso.date({ error: DAY_MESSAGE })
