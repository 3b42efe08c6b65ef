import { z } from 'zod'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from './limits.js'

/**
 * What an admin sends to create or edit a product, and what an image upload answers
 * (docs/product-rules.md § Validation, Product form, § Admin). The web form and the server validate
 * with these same schemas, so both show the same messages.
 */

export const PRODUCT_NAME_REQUIRED_MESSAGE = 'Name is required.'
export const PRODUCT_DESCRIPTION_REQUIRED_MESSAGE = 'Description is required.'
export const PRODUCT_PRICE_MESSAGE = 'Price must be 0 or more.'
export const PRODUCT_CATEGORY_REQUIRED_MESSAGE = 'Category is required.'
export const PRODUCT_BRAND_REQUIRED_MESSAGE = 'Brand is required.'
export const VARIANT_SIZE_REQUIRED_MESSAGE = 'Size is required.'
export const VARIANT_COLOR_REQUIRED_MESSAGE = 'Color is required.'
export const VARIANT_SKU_REQUIRED_MESSAGE = 'SKU is required.'
export const VARIANT_STOCK_MESSAGE = 'Stock must be a whole number, 0 or more.'

export const PRODUCT_ORIGINAL_PRICE_MESSAGE = 'Original price must be 0 or more.'
export const PRODUCT_PRICE_DECIMALS_MESSAGE = 'Prices can have at most 2 decimals.'
export const PRODUCT_VARIANTS_REQUIRED_MESSAGE = 'Add at least one variant.'
export const IMAGE_URL_MESSAGE = 'Each image needs an uploaded image or a web address (https://…).'
export const IMAGE_URL_NOT_HTTPS_MESSAGE =
  'Image addresses must start with https://: the shop shows no image from an http:// address.'

export const PRODUCT_DELETED_MESSAGE = 'Product deleted.'

/** 409 when a SKU is taken by another product or listed twice in one (SKUs name one variant). */
export function skuTakenMessage(sku: string): string {
  return `SKU ${sku} is already used.`
}

/** 400 when one product lists the same size and colour twice: a cart line could not tell them apart. */
export function duplicateVariantMessage(size: string, color: string): string {
  return `Size ${size} in ${color} is listed twice.`
}

/** 400 when an image is tagged with a colour none of the product's variants has. */
export function imageColorWithoutVariantMessage(color: string): string {
  return `An image is tagged "${color}", but no variant is in that colour.`
}

/** Guards against absurd bodies; no real product comes near them. */
export const MAX_PRODUCT_PRICE = 1_000_000
export const MAX_VARIANT_STOCK = 1_000_000
export const MAX_PRODUCT_VARIANTS = 200
export const MAX_PRODUCT_IMAGES = 20

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max)

const optionalText = (max: number) => z.string().trim().max(max).default('')

const priceSchema = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(
      MAX_PRODUCT_PRICE,
      `Prices cannot be more than ${MAX_PRODUCT_PRICE.toLocaleString('en-US')}.`,
    )
    .refine(hasAtMostTwoDecimals, PRODUCT_PRICE_DECIMALS_MESSAGE)

export const productVariantInputSchema = z.object({
  size: requiredText(VARIANT_SIZE_REQUIRED_MESSAGE, 20),
  color: requiredText(VARIANT_COLOR_REQUIRED_MESSAGE, 50),
  sku: requiredText(VARIANT_SKU_REQUIRED_MESSAGE, 64),
  countInStock: z
    .number({ error: VARIANT_STOCK_MESSAGE })
    .int(VARIANT_STOCK_MESSAGE)
    .min(0, VARIANT_STOCK_MESSAGE)
    .max(MAX_VARIANT_STOCK, VARIANT_STOCK_MESSAGE),
})
export type ProductVariantInput = z.infer<typeof productVariantInputSchema>

/**
 * Our uploads (`/uploads/…`) or an image hosted elsewhere over https; nothing else renders: the
 * Content-Security-Policy shows images from the shop itself and from https: only. The CSV import
 * holds image addresses to the same rule, so an exported catalogue imports again.
 */
const imageUrlSchema = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .max(2000, IMAGE_URL_MESSAGE)
  .refine((url) => /^(\/(?!\/)|https?:\/\/)\S+$/i.test(url), IMAGE_URL_MESSAGE)
  .refine((url) => !/^http:\/\//i.test(url), IMAGE_URL_NOT_HTTPS_MESSAGE)

export const productImageInputSchema = z.object({
  url: imageUrlSchema,
  altText: z.string().trim().max(200).default(''),
  /**
   * The colour the image shows (docs/product-rules.md § Catalogue: `images[].color`), one of the product's variants'
   * colours; absent or empty means it shows every colour.
   */
  color: z
    .string()
    .trim()
    .max(50)
    .transform((color) => (color === '' ? undefined : color))
    .optional(),
})
export type ProductImageInput = z.infer<typeof productImageInputSchema>

const productFields = {
  name: requiredText(PRODUCT_NAME_REQUIRED_MESSAGE, 200),
  description: requiredText(PRODUCT_DESCRIPTION_REQUIRED_MESSAGE, 5000),
  price: priceSchema(PRODUCT_PRICE_MESSAGE),
  /** The struck-through "was" price; null or absent means none. */
  originalPrice: priceSchema(PRODUCT_ORIGINAL_PRICE_MESSAGE).nullish(),
  category: requiredText(PRODUCT_CATEGORY_REQUIRED_MESSAGE, 100),
  brand: optionalText(100),
  collections: optionalText(100),
  material: optionalText(100),
  gender: optionalText(50),
  variants: z
    .array(productVariantInputSchema, { error: PRODUCT_VARIANTS_REQUIRED_MESSAGE })
    .min(1, PRODUCT_VARIANTS_REQUIRED_MESSAGE)
    .max(
      MAX_PRODUCT_VARIANTS,
      `A product can have at most ${String(MAX_PRODUCT_VARIANTS)} variants.`,
    ),
  /** Kept in the given order; the first is the card image. */
  images: z
    .array(productImageInputSchema)
    .max(MAX_PRODUCT_IMAGES, `A product can have at most ${String(MAX_PRODUCT_IMAGES)} images.`)
    .default([]),
  /**
   * A draft stays in the back office and is hidden from the shop. Absent: a new product is
   * active and an edited one keeps its status.
   */
  status: z.enum(['active', 'draft'], { error: 'Status must be active or draft.' }).optional(),
}

/** `POST /api/products`: brand, collections, material and gender may be left empty. */
export const productInputSchema = z.object(productFields)
export type ProductInput = z.infer<typeof productInputSchema>
/** What the form holds before parsing (optional fields may be missing). */
export type ProductInputDraft = z.input<typeof productInputSchema>

export const PRODUCT_UPDATED_AT_REQUIRED_MESSAGE =
  'Send the updatedAt of the product as you loaded it, so a save never overwrites a newer change.'

export const PRODUCT_CHANGED_MESSAGE =
  'This product changed since you opened it (an edit or a sale). Reload it to see the latest, then save again.'

/**
 * `PUT /api/products/:id`: the whole product again, and docs/product-rules.md § Validation requires brand on edit.
 * `updatedAt` is the product's as the form loaded it: when the product changed since (another
 * edit, or a sale that moved its stock), the save is refused with 409 rather than overwriting
 * the newer stock. Without it the save is refused with 428 (docs/product-rules.md § Back office at scale):
 * no write may replace stock it never saw.
 */
export const productUpdateInputSchema = z.object({
  ...productFields,
  brand: requiredText(PRODUCT_BRAND_REQUIRED_MESSAGE, 100),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
})
export type ProductUpdateInput = z.infer<typeof productUpdateInputSchema>

/** The multipart field `POST /api/upload` reads the file from. */
export const UPLOAD_FIELD_NAME = 'image'
export const UPLOAD_NOT_AN_IMAGE_MESSAGE = 'Only image files can be uploaded.'
export const UPLOAD_TOO_LARGE_MESSAGE = `Images can be at most ${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB.`
export const UPLOAD_TOO_MANY_PIXELS_MESSAGE = `Images can be at most ${String(MAX_UPLOAD_PIXELS / 1_000_000)} megapixels.`
export const UPLOAD_MISSING_FILE_MESSAGE = 'Choose an image to upload.'

/** `POST /api/upload` → 201: the URL of the stored WebP (its widest copy). */
export const uploadResponseSchema = z.object({ imageUrl: z.string() })
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/** A draft product is kept in the back office and hidden from the shop. */
export const PRODUCT_STATUSES = ['active', 'draft'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]
