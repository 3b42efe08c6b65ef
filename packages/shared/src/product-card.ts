import { z } from 'zod'
import { productImageSchema, productSchema } from './catalog.js'

/**
 * The card projection (`?fields=card`, docs/product-rules.md § Storefront delivery): what a product grid
 * or strip draws, so a page of 24 stays small. The product page reads the full product.
 */
export const PRODUCT_CARD_FIELDS = 'card'

/** How many of a product's images a card carries: the picture and the one shown on hover. */
export const CARD_IMAGE_COUNT = 2

export const productCardSchema = productSchema
  .pick({ _id: true, name: true, price: true, originalPrice: true })
  .extend({
    /** The product's first images, in its order, each as the full product gives it. */
    images: z.array(productImageSchema).max(CARD_IMAGE_COUNT),
    /** The colours of its variants, in the order they first appear. */
    colors: z.array(z.string()),
    /** The sizes of its variants, along the size scale (XS … XXL), others after in variant order. */
    sizes: z.array(z.string()),
  })
export type ProductCard = z.infer<typeof productCardSchema>

export const productCardListSchema = z.array(productCardSchema)

/** `fields` on the catalogue's lists: absent for full products, `card` for the projection. */
export const productFieldsQuerySchema = z.object({
  // Like the list's other parameters, an empty value is ignored.
  fields: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .enum([PRODUCT_CARD_FIELDS], {
        error: `fields must be ${PRODUCT_CARD_FIELDS} (or left out for full products).`,
      })
      .optional(),
  ),
})
export type ProductFieldsQuery = z.infer<typeof productFieldsQuerySchema>
