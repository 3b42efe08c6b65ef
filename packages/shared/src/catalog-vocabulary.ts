import { z } from 'zod'

/**
 * The managed vocabularies of the catalogue (docs/product-rules.md § Back office at scale): categories,
 * genders, sizes (in the owner's order) and the colour palette (name + hex). The product form
 * picks from them and the server refuses any other value, so a typo never becomes a shop filter.
 * Back office: `/api/admin/vocabulary` (docs/api.md).
 */

export const VOCABULARY_LISTS = ['categories', 'genders', 'sizes', 'colors'] as const
export type VocabularyList = (typeof VOCABULARY_LISTS)[number]

export const MAX_VOCABULARY_NAME_LENGTH = 50

/** How each list is named in a sentence: "Unknown colour …", "… is already in the size list." */
export const VOCABULARY_LABELS: Record<
  VocabularyList,
  { one: string; list: string; title: string }
> = {
  categories: { one: 'category', list: 'category list', title: 'Categories' },
  genders: { one: 'gender', list: 'gender list', title: 'Genders' },
  sizes: { one: 'size', list: 'size list', title: 'Sizes' },
  colors: { one: 'colour', list: 'colour palette', title: 'Colours' },
}

export const VOCABULARY_NAME_REQUIRED_MESSAGE = 'Name is required.'
export const VOCABULARY_NAME_LENGTH_MESSAGE = `Names can be at most ${String(MAX_VOCABULARY_NAME_LENGTH)} characters.`
export const COLOR_HEX_MESSAGE = 'Colour must be a hex code like #1f2c4c.'
export const VOCABULARY_ORDER_MESSAGE = 'Send every name of the list once, in the new order.'
export const VOCABULARY_DELETED_MESSAGE = 'Deleted.'

/** 400 for a product (form or CSV row) naming a value that is not in its list. */
export function unknownVocabularyMessage(list: VocabularyList, value: string): string {
  return `Unknown ${VOCABULARY_LABELS[list].one} "${value}". Add it to the ${VOCABULARY_LABELS[list].list} first.`
}

/** The same, when the list holds the value with other capitals: point at the listed spelling. */
export function vocabularyCaseMessage(list: VocabularyList, value: string, listed: string): string {
  return `Unknown ${VOCABULARY_LABELS[list].one} "${value}". Did you mean "${listed}"?`
}

/** 409: names are unique without regard to case. */
export function vocabularyTakenMessage(list: VocabularyList, name: string): string {
  return `"${name}" is already in the ${VOCABULARY_LABELS[list].list}.`
}

/** 404 for a rename, recolour or delete of a name the list does not hold. */
export function vocabularyNotFoundMessage(list: VocabularyList, name: string): string {
  return `"${name}" is not in the ${VOCABULARY_LABELS[list].list}.`
}

/** 409: a value products still use stays, so no product is left with an unlisted value. */
export function vocabularyInUseMessage(name: string, productCount: number): string {
  const products = productCount === 1 ? '1 product uses' : `${String(productCount)} products use`
  return `${products} "${name}". Change or delete ${productCount === 1 ? 'it' : 'them'} first, then delete "${name}".`
}

export const vocabularyNameSchema = z
  .string({ error: VOCABULARY_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, VOCABULARY_NAME_REQUIRED_MESSAGE)
  .max(MAX_VOCABULARY_NAME_LENGTH, VOCABULARY_NAME_LENGTH_MESSAGE)

/** `#rrggbb`; capitals are accepted and stored lower-case. */
export const colorHexSchema = z
  .string({ error: COLOR_HEX_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOR_HEX_MESSAGE)
  .transform((hex) => hex.toLowerCase())

export const vocabularyItemSchema = z.object({ name: z.string() })
export type VocabularyItem = z.infer<typeof vocabularyItemSchema>

export const paletteColorSchema = z.object({ name: z.string(), hex: z.string() })
export type PaletteColor = z.infer<typeof paletteColorSchema>

/** `GET /api/admin/vocabulary`: every list in the owner's order. */
export const catalogVocabularySchema = z.object({
  categories: z.array(vocabularyItemSchema),
  genders: z.array(vocabularyItemSchema),
  sizes: z.array(vocabularyItemSchema),
  colors: z.array(paletteColorSchema),
})
export type CatalogVocabulary = z.infer<typeof catalogVocabularySchema>

/** `POST /api/admin/vocabulary/{categories|genders|sizes}`. */
export const vocabularyNameInputSchema = z.object({ name: vocabularyNameSchema })
export type VocabularyNameInput = z.infer<typeof vocabularyNameInputSchema>

/** `POST /api/admin/vocabulary/colors`. */
export const paletteColorInputSchema = z.object({ name: vocabularyNameSchema, hex: colorHexSchema })
export type PaletteColorInput = z.input<typeof paletteColorInputSchema>

/** `PATCH /api/admin/vocabulary/colors/{name}`: a new name, a new hex, or both. */
export const paletteColorUpdateSchema = z.object({
  name: vocabularyNameSchema.optional(),
  hex: colorHexSchema.optional(),
})

/** `PUT /api/admin/vocabulary/{list}/order`: every name of the list once, first to last. */
export const vocabularyOrderInputSchema = z.object({
  names: z.array(z.string(), { error: VOCABULARY_ORDER_MESSAGE }).max(1000),
})
export type VocabularyOrderInput = z.infer<typeof vocabularyOrderInputSchema>

/** A path parameter: the list and the (URL-encoded) name. */
export const vocabularyNameParamsSchema = z.object({ name: z.string().min(1).max(200) })
