import {
  productImageInputSchema,
  productInputSchema,
  productVariantInputSchema,
  type ProductImageInput,
} from '@shop/shared/admin-products'
import {
  CSV_HANDLE_MESSAGE,
  CSV_IMAGE_ALTS_MESSAGE,
  CSV_IMAGE_URL_MESSAGE,
  CSV_LIST_SEPARATOR,
  CSV_STATUS_MESSAGE,
  CSV_UPDATED_AT_MESSAGE,
  type CsvImportError,
  type ProductCsvColumn,
} from '@shop/shared/catalog-csv'
import { isUuid } from '@shop/shared/common'
import { hasInvalidCharacter, invalidCharacterMessage } from '@shop/shared/text'
import type { z } from 'zod'
import { unguardFormula } from '../../lib/csv-cells.js'
import type { CsvVariant } from './catalog-csv.repository.js'

/**
 * One CSV row of the product file, checked cell by cell with the product form's own schemas
 * (@shop/shared/admin-products), so a cell gets the message the form would show, with its line
 * and column (docs/api.md § CSV).
 */

export type CsvCells = Record<ProductCsvColumn, string>

/** The product half of a row: the same on every row of one product. */
export interface CsvProductFields {
  name: string
  description: string
  price: number
  originalPrice: number | null
  category: string
  brand: string
  collections: string
  material: string
  gender: string
  status: 'active' | 'draft'
  images: ProductImageInput[]
}

export interface CheckedRow {
  line: number
  handle: string | null
  /** What identifies the product in the file: its handle, else its name. */
  name: string
  product: CsvProductFields | null
  variant: CsvVariant | null
  /** When the export saw the product saved (ms since 1970); null when the cell is empty. */
  exportedUpdatedAt: number | null
  cells: CsvCells
}

const fields = productInputSchema.shape
const variantFields = productVariantInputSchema.shape

/** Columns whose cells describe the product rather than the variant. */
export const PRODUCT_LEVEL_COLUMNS = [
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
  'updatedAt',
] as const satisfies readonly ProductCsvColumn[]

/** A number written plainly (`12`, `12.5`, `-3`); anything else goes to the schema as text, which refuses it. */
function numberCell(cell: string): unknown {
  const trimmed = cell.trim()
  if (trimmed === '') return undefined
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** https:// or a path on this shop: the Content-Security-Policy shows images from 'self' and https: only. */
const IMAGE_ADDRESS = /^(https:\/\/|\/(?!\/))/i

export function checkRow(line: number, cells: CsvCells, errors: CsvImportError[]): CheckedRow {
  const errorsBefore = errors.length
  const fail = (column: ProductCsvColumn, message: string) => {
    errors.push({ line, message: `${column}: ${message}` })
  }
  const valid = () => errors.length === errorsBefore
  function parse<T>(column: ProductCsvColumn, schema: z.ZodType<T>, value: unknown): T | undefined {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    fail(column, result.error.issues[0]?.message ?? 'Invalid value.')
    return undefined
  }

  for (const [column, cell] of Object.entries(cells) as [ProductCsvColumn, string][]) {
    if (hasInvalidCharacter(cell)) fail(column, invalidCharacterMessage(column))
  }
  if (!valid()) {
    return {
      line,
      handle: null,
      name: '',
      product: null,
      variant: null,
      exportedUpdatedAt: null,
      cells,
    }
  }

  const text = (column: ProductCsvColumn) => unguardFormula(cells[column])
  const handle = cells.handle.trim() === '' ? null : cells.handle.trim().toLowerCase()
  if (handle !== null && !isUuid(handle)) fail('handle', CSV_HANDLE_MESSAGE)

  const name = parse('name', fields.name, text('name'))
  const description = parse('description', fields.description, text('description'))
  const price = parse('price', fields.price, numberCell(cells.price))
  const originalPrice = parse(
    'originalPrice',
    fields.originalPrice,
    numberCell(cells.originalPrice) ?? null,
  )
  const category = parse('category', fields.category, text('category'))
  const brand = parse('brand', fields.brand, text('brand'))
  const collections = parse('collections', fields.collections, text('collections'))
  const material = parse('material', fields.material, text('material'))
  const gender = parse('gender', fields.gender, text('gender'))

  const statusCell = cells.status.trim().toLowerCase()
  const status = statusCell === '' ? 'active' : statusCell
  if (status !== 'active' && status !== 'draft') fail('status', CSV_STATUS_MESSAGE)

  const images = checkImages(cells, fail)
  const exportedUpdatedAt = checkUpdatedAt(cells.updatedAt, fail)

  const size = parse('size', variantFields.size, text('size'))
  const color = parse('color', variantFields.color, text('color'))
  const sku = parse('sku', variantFields.sku, text('sku'))
  const countInStock = parse(
    'countInStock',
    variantFields.countInStock,
    numberCell(cells.countInStock),
  )

  const product =
    valid() &&
    name !== undefined &&
    description !== undefined &&
    price !== undefined &&
    originalPrice !== undefined &&
    category !== undefined &&
    brand !== undefined &&
    collections !== undefined &&
    material !== undefined &&
    gender !== undefined &&
    images !== undefined
      ? {
          name,
          description,
          price,
          originalPrice: originalPrice ?? null,
          category,
          brand,
          collections,
          material,
          gender,
          status: status as 'active' | 'draft',
          images,
        }
      : null
  const variant =
    size !== undefined && color !== undefined && sku !== undefined && countInStock !== undefined
      ? { size, color, sku, countInStock }
      : null
  return {
    line,
    handle,
    name: name ?? text('name').trim(),
    product,
    variant,
    exportedUpdatedAt: exportedUpdatedAt ?? null,
    cells,
  }
}

/** An ISO 8601 instant as the export writes it; empty is null, anything else an error. */
function checkUpdatedAt(
  cell: string,
  fail: (column: ProductCsvColumn, message: string) => void,
): number | null | undefined {
  const value = cell.trim()
  if (value === '') return null
  const time = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value)
    ? Date.parse(value)
    : Number.NaN
  if (Number.isNaN(time)) {
    fail('updatedAt', CSV_UPDATED_AT_MESSAGE)
    return undefined
  }
  return time
}

function checkImages(
  cells: CsvCells,
  fail: (column: ProductCsvColumn, message: string) => void,
): ProductImageInput[] | undefined {
  const split = (cell: string) => (cell.trim() === '' ? [] : cell.split(CSV_LIST_SEPARATOR))
  const urls = split(unguardFormula(cells.imageUrls)).map((url) => url.trim())
  const alts = split(unguardFormula(cells.imageAlts))
  if (alts.length > urls.length) {
    fail('imageAlts', CSV_IMAGE_ALTS_MESSAGE)
    return undefined
  }
  const images: ProductImageInput[] = []
  for (const [index, url] of urls.entries()) {
    if (!IMAGE_ADDRESS.test(url)) {
      fail('imageUrls', `${CSV_IMAGE_URL_MESSAGE} (image ${String(index + 1)})`)
      return undefined
    }
    const parsed = productImageInputSchema.safeParse({ url, altText: alts[index] ?? '' })
    if (!parsed.success) {
      fail('imageUrls', parsed.error.issues[0]?.message ?? CSV_IMAGE_URL_MESSAGE)
      return undefined
    }
    images.push(parsed.data)
  }
  return images
}

/** The product columns of a later row that disagree with the first row (empty cells agree). */
export function differingProductColumns(first: CsvCells, later: CsvCells): ProductCsvColumn[] {
  return PRODUCT_LEVEL_COLUMNS.filter((column) => {
    const value = later[column].trim()
    return value !== '' && value !== first[column].trim()
  })
}
