import { z } from 'zod'
import { idSchema, moneySchema } from './common.js'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, SORT_OPTIONS } from './limits.js'

export const productImageSchema = z.object({
  url: z.string().min(1),
  altText: z.string(),
  /** The colour the image shows (one of the product's variants' colours); none means every colour. */
  color: z.string().optional(),
})
export type ProductImage = z.infer<typeof productImageSchema>

export const productVariantSchema = z.object({
  size: z.string().min(1),
  color: z.string().min(1),
  sku: z.string().min(1),
  countInStock: z.number().int().min(0),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  originalPrice: moneySchema.optional(),
  images: z.array(productImageSchema),
  variants: z.array(productVariantSchema),
  category: z.string(),
  brand: z.string(),
  collections: z.string(),
  material: z.string(),
  gender: z.string(),
  /** `draft` only ever shows in the back office; the shop's answers hold active products. */
  status: z.enum(['active', 'draft']).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Product = z.infer<typeof productSchema>

export const productListSchema = z.array(productSchema)

export const sortBySchema = z.enum(SORT_OPTIONS)
export type SortBy = z.infer<typeof sortBySchema>

/** Query strings send empty values for unused filters; the contract says they are ignored. */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional())

const optionalPrice = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} cannot be negative.`)
      .max(1_000_000, `${label} is too large.`)
      .optional(),
  )

const optionalWholeNumber = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(1, `${label} must be at least 1.`)
      .max(max, `${label} cannot be more than ${String(max)}.`)
      .optional(),
  )

/** `GET /api/products` filters (docs/product-rules.md § Catalogue). */
export const productListQuerySchema = z.object({
  collection: optionalText,
  category: optionalText,
  gender: optionalText,
  /** Comma-separated lists are accepted for material, brand, size and color. */
  material: optionalText,
  brand: optionalText,
  size: optionalText,
  color: optionalText,
  minPrice: optionalPrice('minPrice'),
  maxPrice: optionalPrice('maxPrice'),
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(
        MAX_SEARCH_LENGTH,
        `search cannot be longer than ${String(MAX_SEARCH_LENGTH)} characters.`,
      )
      .optional(),
  ),
  sortBy: z.preprocess(
    emptyToUndefined,
    z.enum(SORT_OPTIONS, { error: `sortBy must be one of ${SORT_OPTIONS.join(', ')}.` }).optional(),
  ),
  limit: optionalWholeNumber('limit', MAX_PAGE_SIZE),
  page: optionalWholeNumber('page', 1_000_000),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export const PRODUCT_LIST_DEFAULTS = { limit: DEFAULT_PAGE_SIZE, page: 1 } as const

/** The filters that have facet counts, by their query parameter name. */
export const FACET_KEYS = ['category', 'gender', 'color', 'size', 'material', 'brand'] as const
export type FacetKey = (typeof FACET_KEYS)[number]

/** value → number of products, per facet (`{ category: { "Top Wear": 12 } }`). */
export const facetCountsSchema = z.object({
  category: z.record(z.string(), z.number().int().min(0)),
  gender: z.record(z.string(), z.number().int().min(0)),
  color: z.record(z.string(), z.number().int().min(0)),
  size: z.record(z.string(), z.number().int().min(0)),
  material: z.record(z.string(), z.number().int().min(0)),
  brand: z.record(z.string(), z.number().int().min(0)),
})
export type FacetCounts = z.infer<typeof facetCountsSchema>

/**
 * `GET /api/products/filters?collection=…` (beyond the contract: the shop's filter sidebar
 * offers only values that exist): every value present in the collection (or the whole catalogue
 * for `all` or none), sorted, and the price range. Sizes follow the size scale, not the alphabet.
 */
export const productFiltersSchema = z.object({
  categories: z.array(z.string()),
  genders: z.array(z.string()),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  materials: z.array(z.string()),
  brands: z.array(z.string()),
  /** The collections of the catalogue, by display name with their URL slug. */
  collections: z.array(z.object({ name: z.string(), slug: z.string() })),
  price: z.object({ min: moneySchema, max: moneySchema }),
  /** The managed colour palette (name → `#rrggbb`) in the owner's order: the swatches draw it. */
  palette: z.array(z.object({ name: z.string(), hex: z.string() })).optional(),
  /**
   * Facet counts: for each value of the lists above, how many products match the other active
   * filters plus that value (a filter's own choice does not narrow its own counts). Optional
   * for readers of older answers.
   */
  counts: facetCountsSchema.optional(),
})
export type ProductFilters = z.infer<typeof productFiltersSchema>

/**
 * `GET /api/products/filters` takes the collection and, for the counts, the same filters as the
 * product list (paging and sorting do not change a count).
 */
export const productFiltersQuerySchema = productListQuerySchema.pick({
  collection: true,
  category: true,
  gender: true,
  material: true,
  brand: true,
  size: true,
  color: true,
  minPrice: true,
  maxPrice: true,
  search: true,
})
export type ProductFiltersQuery = z.infer<typeof productFiltersQuerySchema>
