import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { z } from 'zod'

/**
 * CSV cells on the way out and back in (docs/api.md § CSV). A spreadsheet runs a cell that
 * starts with = + - @ (or a tab or carriage return) as a formula, so an export writes such text
 * with a leading apostrophe, as OWASP's "CSV Injection" page recommends; an import takes that
 * one apostrophe off again, so a round trip gives back the text as it was. Numbers are written
 * by the caller as plain numbers and never pass through the guard.
 */

const FORMULA_START = /^[=+\-@\t\r]/

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

export function unguardFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text
}

/**
 * A CSV stream of `header` then every row the pages give, read one page at a time, so a big
 * export never sits in memory as one string. Starts with a UTF-8 byte order mark: without it
 * Excel reads accents as mojibake.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly string[])[]>,
): Readable {
  const rows = Readable.from(
    (async function* () {
      yield header
      for await (const page of pages) {
        for (const row of page) yield row
      }
    })(),
  )
  const stringifier = stringify({ bom: true })
  rows.on('error', (error) => stringifier.destroy(error))
  return rows.pipe(stringifier)
}

/** `products-2025-06-01.csv`: the day of the export in the name, so downloads do not overwrite. */
export function csvFileName(kind: string): string {
  return `${kind}-${new Date().toISOString().slice(0, 10)}.csv`
}

/** A `text/csv` answer in a route's schema: streamed as it is, never serialized. */
export const csvBodySchema = z.unknown().describe('text/csv, UTF-8 with a byte order mark')
