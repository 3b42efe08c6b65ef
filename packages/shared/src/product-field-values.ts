import { z } from 'zod'

/**
 * `GET /api/admin/products/field-values`: every brand, collection and material the catalogue
 * uses (drafts included), for the product form to suggest. Free text, so no managed list holds
 * them; the whole catalogue is asked, not one page of it.
 */
export const productFieldValuesSchema = z.object({
  brands: z.array(z.string()),
  collections: z.array(z.string()),
  materials: z.array(z.string()),
})
export type ProductFieldValues = z.infer<typeof productFieldValuesSchema>
