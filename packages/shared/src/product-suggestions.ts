import { z } from 'zod'
import { productImageSchema, productSchema } from './catalog.js'
import { MAX_SEARCH_LENGTH } from './limits.js'

/**
 * The header search's suggestions (`GET /api/products/suggestions`, docs/api.md § Catalogue):
 * a few products as the shopper types, light enough to fetch on every pause in typing.
 */
export const MAX_PRODUCT_SUGGESTIONS = 6

export const productSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, 'q is required.')
    .max(MAX_SEARCH_LENGTH, `q cannot be longer than ${String(MAX_SEARCH_LENGTH)} characters.`),
})
export type ProductSuggestionsQuery = z.infer<typeof productSuggestionsQuerySchema>

export const productSuggestionSchema = productSchema
  .pick({ _id: true, name: true, price: true })
  .extend({
    /** The product's first image (its card picture), or null when it has none. */
    image: productImageSchema.nullable(),
  })
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>

export const productSuggestionListSchema = z
  .array(productSuggestionSchema)
  .max(MAX_PRODUCT_SUGGESTIONS)
