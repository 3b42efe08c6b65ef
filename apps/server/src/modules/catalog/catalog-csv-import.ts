import { randomUUID } from 'node:crypto'
import { pipeline, type Readable } from 'node:stream'
import {
  duplicateVariantMessage,
  productInputSchema,
  skuTakenMessage,
} from '@shop/shared/admin-products'
import {
  CSV_CATALOGUE_CHANGED_MESSAGE,
  CSV_EMPTY_MESSAGE,
  CSV_TOO_LARGE_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  CSV_UNREADABLE_MESSAGE,
  MAX_CSV_IMPORT_ROWS,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  csvCellCountMessage,
  csvChangedSinceExportMessage,
  csvMalformedMessage,
  csvMissingColumnsMessage,
  csvProductColumnDiffersMessage,
  csvSkuOfAnotherProductMessage,
  csvSkuRepeatedMessage,
  csvUnknownColumnMessage,
  type CsvImportError,
  type CsvImportPhase,
  type CsvImportResult,
  type ProductCsvColumn,
} from '@shop/shared/catalog-csv'
import type { ProductImage } from '@shop/shared/catalog'
import { CsvError, parse } from 'csv-parse'
import type { AppDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import { analyzeCatalogue } from '../../db/planner-statistics.js'
import { AppError, badInput, conflict } from '../../lib/app-error.js'
import { toCents } from '../../lib/money.js'
import { findUniqueViolation } from '../../lib/unique-violation.js'
import {
  recordAudit,
  recordAuditEntries,
  type AuditActor,
  type AuditRecord,
} from '../audit/record-audit.js'
import { loadVocabulary, unknownVocabularyIn } from './vocabulary/find-unknown-vocabulary.js'
import {
  deleteVariantsOf,
  findCsvProducts,
  findSkuOwners,
  insertProducts,
  insertVariants,
  lockProducts,
  updateProducts,
  type CsvProductRecord,
  type CsvProductValues,
  type CsvVariantValues,
} from './catalog-csv.repository.js'
import {
  PRODUCT_LEVEL_COLUMNS,
  checkRow,
  differingProductColumns,
  type CheckedRow,
  type CsvCells,
} from './catalog-csv-rows.js'
import { toAuditedCsvProduct } from './catalog-csv.mapper.js'
import { productChanges } from './product-audit.js'

/**
 * `POST /api/admin/products/import` (docs/api.md § CSV): the file is parsed as it streams in,
 * every row is checked, rows are grouped into products, and only a file without a single error
 * is written, in one transaction with its audit entry. A dry run stops before writing.
 */

export interface CsvImportProgressEvent {
  phase: CsvImportPhase
  rowsRead: number
  rowsTotal?: number
}

export interface CsvImportOptions {
  dryRun: boolean
  /** Rows whose product was saved after their export replace it all the same. */
  overwrite?: boolean
  actor: AuditActor
  onProgress?: (event: CsvImportProgressEvent) => void
}

/** Progress is reported every this many rows: often enough for a bar, rare enough to cost nothing. */
const PROGRESS_EVERY = 500

/** Reads the CSV stream into rows of cells by column name, refusing a malformed file as a whole. */
export async function readCsvRows(
  file: Readable,
  onProgress?: (event: CsvImportProgressEvent) => void,
): Promise<{ line: number; cells: CsvCells }[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true })
  pipeline(file, parser, () => undefined)
  let header: ProductCsvColumn[] | undefined
  const rows: { line: number; cells: CsvCells }[] = []
  const badRows: CsvImportError[] = []
  let line = 0
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1
      if (header === undefined) {
        header = checkHeader(record)
        continue
      }
      if (rows.length + badRows.length >= MAX_CSV_IMPORT_ROWS) {
        throw new AppError('too_large', CSV_TOO_MANY_ROWS_MESSAGE)
      }
      if (record.length !== header.length) {
        badRows.push({ line, message: csvCellCountMessage(record.length) })
        continue
      }
      const cells = Object.fromEntries([
        ...OPTIONAL_PRODUCT_CSV_COLUMNS.map((column) => [column, '']),
        ...header.map((column, index) => [column, record[index] ?? '']),
      ]) as CsvCells
      rows.push({ line, cells })
      if (line % PROGRESS_EVERY === 0) onProgress?.({ phase: 'reading', rowsRead: line - 1 })
    }
  } catch (error) {
    parser.destroy()
    file.destroy()
    throw readFailure(error, line)
  }
  if (header === undefined || line < 2) throw badInput(CSV_EMPTY_MESSAGE)
  if (badRows.length > 0) throw new BadRowsError(badRows)
  return rows
}

/** Rows whose cell count does not match the header: reported like any row error. */
export class BadRowsError extends Error {
  constructor(readonly errors: CsvImportError[]) {
    super('Rows with the wrong number of cells')
  }
}

function checkHeader(record: string[]): ProductCsvColumn[] {
  const names = record.map((name) => name.trim())
  const unknown = names.find((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
  if (unknown !== undefined) throw badInput(csvUnknownColumnMessage(unknown))
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => !names.includes(column) && !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(column),
  )
  if (missing.length > 0) throw badInput(csvMissingColumnsMessage(missing))
  return names as ProductCsvColumn[]
}

function readFailure(error: unknown, line: number): Error {
  if (error instanceof AppError) return error
  if (isFileTooLarge(error)) return new AppError('too_large', CSV_TOO_LARGE_MESSAGE)
  if (error instanceof CsvError) return badInput(csvMalformedMessage(Math.max(line + 1, 1)))
  // Only the request body is read here: anything else is a broken or cut-off upload.
  return badInput(CSV_UNREADABLE_MESSAGE)
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  )
}

/** A product of the file, checked, with the product it becomes or replaces. */
export interface ImportedProduct {
  id: string
  /** The existing product it replaces, or undefined for a new one. */
  existing: CsvProductRecord | undefined
  firstLine: number
  rows: CheckedRow[]
  values: CsvProductValues
  variants: CsvVariantValues[]
}

/** Groups rows: the same handle, or no handle and the same name, make one product. */
function groupRows(rows: readonly { line: number; cells: CsvCells }[]) {
  const groups = new Map<string, { line: number; cells: CsvCells }[]>()
  for (const row of rows) {
    const handle = row.cells.handle.trim().toLowerCase()
    const key = handle === '' ? `name:${row.cells.name.trim()}` : `handle:${handle}`
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return [...groups.values()]
}

/**
 * Checks every row and group and works out what the file would do. `errors` lists every
 * problem found, by line; products are only planned for groups without one.
 */
export async function planImport(
  db: Executor,
  rows: readonly { line: number; cells: CsvCells }[],
  options: Pick<CsvImportOptions, 'onProgress' | 'overwrite'> & {
    /** In the real run: lock the products the file names before reading them. */
    lock?: boolean
  },
): Promise<{ products: ImportedProduct[]; errors: CsvImportError[] }> {
  const errors: CsvImportError[] = []
  const checkedGroups: CheckedRow[][] = []
  let checkedCount = 0
  for (const group of groupRows(rows)) {
    const [first, ...later] = group
    if (!first) continue
    const checked = [checkRow(first.line, first.cells, errors)]
    for (const row of later) {
      for (const column of differingProductColumns(first.cells, row.cells)) {
        errors.push({
          line: row.line,
          message: `${column}: ${csvProductColumnDiffersMessage(first.line)}`,
        })
      }
      // Later rows may leave the product's cells empty: they take the first row's.
      const cells = { ...row.cells }
      for (const column of PRODUCT_LEVEL_COLUMNS) {
        if (cells[column].trim() === '') cells[column] = first.cells[column]
      }
      checked.push(checkRow(row.line, cells, errors))
    }
    checkedGroups.push(checked)
    checkedCount += group.length
    if (checkedCount % PROGRESS_EVERY < group.length) {
      options.onProgress?.({ phase: 'checking', rowsRead: checkedCount, rowsTotal: rows.length })
    }
  }

  refuseRepeatedSkus(checkedGroups, errors)

  const skus = checkedGroups.flatMap((group) =>
    group.flatMap((row) => (row.variant ? [row.variant.sku] : [])),
  )
  const owners = await findSkuOwners(db, skus)
  const handles = checkedGroups.flatMap((group) => (group[0]?.handle ? [group[0].handle] : []))
  const candidateIds = [...new Set([...handles, ...owners.values()])]
  if (options.lock) await lockProducts(db, candidateIds)
  const existing = new Map(
    (await findCsvProducts(db, candidateIds)).map((product) => [product.id, product]),
  )

  const products: ImportedProduct[] = []
  const claimedBy = new Map<string, number>()
  for (const group of checkedGroups) {
    const planned = planProduct(group, owners, existing, claimedBy, errors, options.overwrite)
    if (planned) products.push(planned)
  }
  // Category, gender, size and colour come from the managed lists (locked for share in the real run).
  const vocabulary = await loadVocabulary(db)
  for (const product of products) {
    const [first] = product.rows
    const productMessage = unknownVocabularyIn(vocabulary, product.values)
    if (first && productMessage !== undefined)
      errors.push({ line: first.line, message: productMessage })
    for (const row of product.rows) {
      const message = row.variant && unknownVocabularyIn(vocabulary, { variants: [row.variant] })
      if (message) errors.push({ line: row.line, message })
    }
  }
  errors.sort((a, b) => a.line - b.line)
  return { products, errors }
}

/** A SKU names one variant of the whole catalogue, so it appears once in the file. */
function refuseRepeatedSkus(groups: readonly CheckedRow[][], errors: CsvImportError[]): void {
  const firstLineOf = new Map<string, number>()
  for (const row of groups.flat().sort((a, b) => a.line - b.line)) {
    if (!row.variant) continue
    const firstLine = firstLineOf.get(row.variant.sku)
    if (firstLine === undefined) firstLineOf.set(row.variant.sku, row.line)
    else {
      errors.push({
        line: row.line,
        message: `sku: ${csvSkuRepeatedMessage(row.variant.sku, firstLine)}`,
      })
      row.variant = null
    }
  }
}

function planProduct(
  group: readonly CheckedRow[],
  owners: ReadonlyMap<string, string>,
  existingById: ReadonlyMap<string, CsvProductRecord>,
  claimedBy: Map<string, number>,
  errors: CsvImportError[],
  overwrite = false,
): ImportedProduct | undefined {
  const first = group[0]
  if (!first?.product || group.some((row) => !row.product || !row.variant)) return undefined
  const errorCount = errors.length

  // The product this group is: its handle, else the one its existing SKUs belong to.
  let id = first.handle
  if (id === null) {
    for (const row of group) {
      const owner = row.variant ? owners.get(row.variant.sku) : undefined
      if (owner === undefined) continue
      if (id === null) id = owner
      else if (owner !== id) {
        errors.push({
          line: row.line,
          message: `sku: ${csvSkuOfAnotherProductMessage(row.variant?.sku ?? '')}`,
        })
      }
    }
  } else {
    for (const row of group) {
      const owner = row.variant ? owners.get(row.variant.sku) : undefined
      if (owner !== undefined && owner !== id) {
        errors.push({
          line: row.line,
          message: `sku: ${csvSkuOfAnotherProductMessage(row.variant?.sku ?? '')}`,
        })
      }
    }
  }
  if (id !== null) {
    const earlier = claimedBy.get(id)
    if (earlier !== undefined) {
      errors.push({
        line: first.line,
        message: `handle: These rows are the same product as line ${String(earlier)}; give them the same handle and name.`,
      })
    } else claimedBy.set(id, first.line)
  }

  // The whole product through the form's schema: variant count, image count, repeated size and colour.
  const product = first.product
  const variants = group.flatMap((row) => (row.variant ? [row.variant] : []))
  const whole = productInputSchema.safeParse({ ...product, variants })
  if (!whole.success) {
    errors.push({ line: first.line, message: whole.error.issues[0]?.message ?? 'Invalid product.' })
  }
  const sizeColors = new Map<string, number>()
  for (const row of group) {
    if (!row.variant) continue
    const key = JSON.stringify([row.variant.size, row.variant.color])
    if (sizeColors.has(key)) {
      errors.push({
        line: row.line,
        message: `size: ${duplicateVariantMessage(row.variant.size, row.variant.color)}`,
      })
    } else sizeColors.set(key, row.line)
  }
  const existing = id === null ? undefined : existingById.get(id)
  // A row of an older export must not undo what was saved since (a sale's stock, a new price).
  const exportedAt = first.exportedUpdatedAt
  if (
    existing &&
    exportedAt !== null &&
    exportedAt !== existing.updatedAt.getTime() &&
    !overwrite
  ) {
    errors.push({
      line: first.line,
      message: `updatedAt: ${csvChangedSinceExportMessage(existing.updatedAt.toISOString())}`,
    })
  }
  if (errors.length > errorCount) return undefined

  const productId = id ?? randomUUID()
  // Without the export's updatedAt nobody can tell whether the file's counts are older than
  // the shop's: an existing variant keeps the stock it has.
  const stockNow = new Map(
    existing && exportedAt === null
      ? existing.variants.map((variant) => [variant.sku, variant.countInStock])
      : [],
  )
  return {
    id: productId,
    existing,
    firstLine: first.line,
    rows: [...group],
    values: {
      id: productId,
      name: product.name,
      description: product.description,
      priceCents: toCents(product.price),
      originalPriceCents: product.originalPrice === null ? null : toCents(product.originalPrice),
      images: keepImageColors(product.images, existing?.images ?? []),
      category: product.category,
      brand: product.brand,
      collections: product.collections,
      material: product.material,
      gender: product.gender,
      status: product.status,
    },
    variants: variants.map((variant, position) => ({
      ...variant,
      countInStock: stockNow.get(variant.sku) ?? variant.countInStock,
      productId,
      position,
    })),
  }
}

/**
 * The CSV has no column for an image's colour tag: an image the product already had keeps its
 * other fields (its colour), so an import never strips what the product form set.
 */
function keepImageColors(
  images: readonly { url: string; altText: string }[],
  before: readonly ProductImage[],
): ProductImage[] {
  const previous = new Map(before.map((image) => [image.url, image]))
  return images.map((image) => ({ ...previous.get(image.url), ...image }))
}

/** Whether the file leaves the product exactly as it is. */
function isUnchanged(product: ImportedProduct): boolean {
  const existing = product.existing
  if (!existing) return false
  const { id: _id, ...values } = product.values
  const before = {
    name: existing.name,
    description: existing.description,
    priceCents: existing.priceCents,
    originalPriceCents: existing.originalPriceCents,
    images: existing.images,
    category: existing.category,
    brand: existing.brand,
    collections: existing.collections,
    material: existing.material,
    gender: existing.gender,
    status: existing.status,
  }
  const variants = product.variants.map(({ size, color, sku, countInStock }) => ({
    size,
    color,
    sku,
    countInStock,
  }))
  return (
    JSON.stringify(values) === JSON.stringify(before) &&
    JSON.stringify(variants) === JSON.stringify(existing.variants)
  )
}

/** Reads, checks and (unless a dry run or any error) writes the file in one transaction. */
export async function importProductsCsv(
  { db, catalogCache }: Pick<AppDeps, 'db' | 'catalogCache'>,
  file: Readable,
  options: CsvImportOptions,
): Promise<CsvImportResult> {
  let rows: { line: number; cells: CsvCells }[]
  try {
    rows = await readCsvRows(file, options.onProgress)
  } catch (error) {
    if (error instanceof BadRowsError) {
      return { dryRun: options.dryRun, created: 0, updated: 0, unchanged: 0, errors: error.errors }
    }
    throw error
  }
  options.onProgress?.({ phase: 'reading', rowsRead: rows.length, rowsTotal: rows.length })

  if (options.dryRun) {
    const { products, errors } = await planImport(db, rows, options)
    return { dryRun: true, ...countOf(products), errors }
  }

  try {
    const outcome = await db.transaction(async (tx) => {
      const { products, errors } = await planImport(tx, rows, { ...options, lock: true })
      if (errors.length > 0) return { errors, counts: { created: 0, updated: 0, unchanged: 0 } }
      const counts = countOf(products)
      await writeProducts(tx, products, rows.length, options.onProgress)
      // Each product's entry first, the import's last: the log lists the entries of one moment
      // in the order they were written, newest first, so the import shows above its products.
      await recordAuditEntries(tx, options.actor, productAuditRecords(products))
      await recordAudit(tx, options.actor, {
        action: 'products.import',
        entityType: 'product',
        entityId: null,
        entityLabel: `${String(rows.length)} rows`,
        changes: {
          created: { from: 0, to: counts.created },
          updated: { from: 0, to: counts.updated },
        },
      })
      return { errors, counts }
    })
    if (outcome.errors.length === 0) catalogCache.clear()
    if (outcome.counts.created + outcome.counts.updated > 0) await refreshStatistics(db)
    return { dryRun: false, ...outcome.counts, errors: outcome.errors }
  } catch (error) {
    // Another write took a SKU of the file between the check and the insert.
    const violation = findUniqueViolation(error)
    if (violation) {
      const sku = /^Key \(sku\)=\((?<sku>.*)\) already exists\.$/.exec(violation.detail)?.groups
        ?.sku
      throw conflict(sku === undefined ? CSV_CATALOGUE_CHANGED_MESSAGE : skuTakenMessage(sku))
    }
    throw error
  }
}

/**
 * An import may change most of the catalogue at once: the planner learns of it now, not at the
 * next start (db/planner-statistics.ts). The import is written already; statistics that cannot
 * be made now (a disk refusing writes) are made by the next start.
 */
async function refreshStatistics(db: Executor): Promise<void> {
  await analyzeCatalogue(db).catch(() => undefined)
}

/** One entry per product the file created or changed, with its changed fields. */
function productAuditRecords(products: readonly ImportedProduct[]): AuditRecord[] {
  return products
    .filter((product) => !product.existing || !isUnchanged(product))
    .map((product) => ({
      action: 'product.import',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.values.name,
      changes: productChanges(
        product.existing && toAuditedCsvProduct(product.existing, product.existing.variants),
        toAuditedCsvProduct(product.values, product.variants),
      ),
    }))
}

function countOf(products: readonly ImportedProduct[]) {
  let created = 0
  let updated = 0
  let unchanged = 0
  for (const product of products) {
    if (!product.existing) created += 1
    else if (isUnchanged(product)) unchanged += 1
    else updated += 1
  }
  return { created, updated, unchanged }
}

async function writeProducts(
  tx: Executor,
  products: readonly ImportedProduct[],
  rowsTotal: number,
  onProgress: CsvImportOptions['onProgress'],
): Promise<void> {
  const created = products.filter((product) => !product.existing)
  const changed = products.filter((product) => product.existing && !isUnchanged(product))
  const changedIds = changed.map((product) => product.id)
  onProgress?.({ phase: 'writing', rowsRead: 0, rowsTotal })
  await insertProducts(
    tx,
    created.map((product) => product.values),
  )
  await updateProducts(
    tx,
    changed.map((product) => product.values),
  )
  await deleteVariantsOf(tx, changedIds)
  await insertVariants(
    tx,
    [...created, ...changed].flatMap((product) => product.variants),
  )
  onProgress?.({ phase: 'writing', rowsRead: rowsTotal, rowsTotal })
}
