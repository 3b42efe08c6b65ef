import { z } from 'zod'

/**
 * The catalogue and orders as CSV (docs/product-rules.md § Back office at scale; docs/api.md § CSV):
 * the columns of the product file, the import's answer and its progress lines, and the messages
 * of a refused file. Server and back office read the same constants.
 */

/** One row per variant; product columns repeat on every row of the product. */
export const PRODUCT_CSV_COLUMNS = [
  'handle',
  'name',
  'status',
  'description',
  'price',
  'originalPrice',
  'category',
  'brand',
  'collections',
  'material',
  'gender',
  'imageUrls',
  'imageAlts',
  'size',
  'color',
  'sku',
  'countInStock',
  'updatedAt',
] as const
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number]

/**
 * Columns a file may leave out (an export of an older version, a file made by hand): their
 * cells are then empty. `updatedAt` is when the product was last saved, as the export saw it.
 */
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ['updatedAt']

/** Lists inside one cell (collections, image URLs and alt texts) are separated by this. */
export const CSV_LIST_SEPARATOR = '|'

/** One row per order line; the order's figures sit on its first line only, so columns add up. */
export const ORDER_CSV_COLUMNS = [
  'orderId',
  'date',
  'status',
  'paymentStatus',
  'customerEmail',
  'shipToName',
  'shipToCity',
  'shipToState',
  'shipToZip',
  'shipToCountry',
  'item',
  'size',
  'color',
  'quantity',
  'unitPrice',
  'lineTotal',
  'subtotal',
  'discount',
  'discountCode',
  'shipping',
  'tax',
  'total',
  'refunded',
] as const

/** The multipart field `POST /api/admin/products/import` reads the file from. */
export const CSV_IMPORT_FIELD_NAME = 'file'
export const MAX_CSV_IMPORT_BYTES = 20 * 1024 * 1024
export const MAX_CSV_IMPORT_ROWS = 50_000
/** `GET /api/admin/products/export.csv?ids=…`: at most a page of the products table. */
export const MAX_CSV_EXPORT_IDS = 100

/** The Accept value that makes the import answer progress lines before its result. */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson'

export const CSV_MISSING_FILE_MESSAGE = 'Choose a CSV file to import.'
export const CSV_TOO_LARGE_MESSAGE = `CSV files can be at most ${String(MAX_CSV_IMPORT_BYTES / (1024 * 1024))} MB.`
export const CSV_TOO_MANY_ROWS_MESSAGE = `A CSV file can have at most ${MAX_CSV_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into several files.`
export const CSV_EMPTY_MESSAGE =
  'The file has no products: it needs a header row and at least one row.'
export const CSV_UNREADABLE_MESSAGE = 'The file could not be read. Please try again.'
export const CSV_CATALOGUE_CHANGED_MESSAGE =
  'The catalogue changed while the file was imported. Check the file again, then import it.'
export const CSV_STATUS_MESSAGE = 'Status must be active or draft.'
export const CSV_HANDLE_MESSAGE =
  'Handle must be a product id from an export, or empty for a new product.'
export const CSV_IMAGE_URL_MESSAGE =
  'Image addresses must start with https:// or be a path on this shop (/uploads/…).'
export const CSV_IMAGE_ALTS_MESSAGE = 'There are more alt texts than image addresses.'
export const CSV_EXPORT_IDS_MESSAGE = `ids must be a comma-separated list of at most ${String(MAX_CSV_EXPORT_IDS)} product ids.`
export const CSV_DATE_RANGE_MESSAGE = 'The start date must be on or before the end date.'
export const CSV_UPDATED_AT_MESSAGE =
  'updatedAt must be the date and time an export wrote (2026-11-27T10:00:00.000Z), or empty.'

/** A row of an older export whose product was saved since (another `updatedAt`). */
export const csvChangedSinceExportMessage = (savedAt: string) =>
  `This product changed after the export (saved at ${savedAt}). Export it again and make your changes there, or import with "Overwrite products changed since the export".`

export const csvMissingColumnsMessage = (columns: readonly string[]) =>
  `The file is missing the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Export the catalogue to get a file with every column.`
export const csvUnknownColumnMessage = (column: string) =>
  `The column "${column}" is unknown. The columns are ${PRODUCT_CSV_COLUMNS.join(', ')}.`
export const csvMalformedMessage = (line: number) =>
  `The file is not valid CSV near line ${String(line)} (check its quotes).`
export const csvCellCountMessage = (cells: number) =>
  `The row has ${String(cells)} cells where the header has ${String(PRODUCT_CSV_COLUMNS.length)}.`
/** A product column of a later row that disagrees with the product's first row. */
export const csvProductColumnDiffersMessage = (firstLine: number) =>
  `It differs from line ${String(firstLine)}, the first row of this product; leave it empty or repeat the same value.`
export const csvSkuRepeatedMessage = (sku: string, firstLine: number) =>
  `SKU ${sku} is already used on line ${String(firstLine)}.`
export const csvSkuOfAnotherProductMessage = (sku: string) =>
  `SKU ${sku} belongs to another product; use that product's handle or a new SKU.`

/** An error of one row: the line as a spreadsheet numbers it (the header is line 1). */
export const csvImportErrorSchema = z.object({
  line: z.number().int().min(1),
  message: z.string(),
})
export type CsvImportError = z.infer<typeof csvImportErrorSchema>

/** The answer of an import or its dry run. Any error means nothing was (or would be) written. */
export const csvImportResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  errors: z.array(csvImportErrorSchema),
})
export type CsvImportResult = z.infer<typeof csvImportResultSchema>

export const csvImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Rows whose product changed since their export replace it all the same. */
  overwrite: z
    .enum(['true', 'false'], { error: 'overwrite must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
})

/**
 * The lines of an import asked with `Accept: application/x-ndjson`: progress while the file is
 * read, checked and written, then exactly one `result` or `error` line.
 */
export const CSV_IMPORT_PHASES = ['reading', 'checking', 'writing'] as const
export type CsvImportPhase = (typeof CSV_IMPORT_PHASES)[number]

export const csvImportProgressSchema = z.object({
  type: z.literal('progress'),
  phase: z.enum(CSV_IMPORT_PHASES),
  rowsRead: z.number().int().min(0),
  /** Known once the whole file is read. */
  rowsTotal: z.number().int().min(0).optional(),
})
export type CsvImportProgress = z.infer<typeof csvImportProgressSchema>

export const csvImportStreamLineSchema = z.discriminatedUnion('type', [
  csvImportProgressSchema,
  csvImportResultSchema.extend({ type: z.literal('result') }),
  /** A refusal after the answer began (a file too large, unreadable CSV): the JSON answer's status and message. */
  z.object({ type: z.literal('error'), status: z.number().int(), message: z.string() }),
])
export type CsvImportStreamLine = z.infer<typeof csvImportStreamLineSchema>
