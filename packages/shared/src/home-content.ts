import { z } from 'zod'
import { shopLinkMessage, shopLinkSchema } from './shop-links.js'

/**
 * The home page's own content (docs/product-rules.md § The owner's shop): `GET /api/content/home`
 * to everyone, `PUT /api/admin/content/home` for the owner. Pictures are uploads of the shop's
 * image pipeline; a hero picture gets its wide and tall crops there.
 */
export const MIN_HERO_SLIDES = 1
export const MAX_HERO_SLIDES = 6
export const MAX_FEATURED_COLLECTIONS = 8
/** How long each of a slide's or the banner's words may be (the editor's fields stop there). */
export const HOME_TEXT_LIMITS = {
  altText: 200,
  eyebrow: 60,
  headline: 80,
  text: 240,
  ctaLabel: 30,
} as const

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${String(max)} characters.`)

const imageUrl = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(500)

export const heroSlideSchema = z.object({
  imageUrl: imageUrl('A slide’s picture'),
  /** The tall crop phones show; the wide picture when absent. */
  mobileImageUrl: imageUrl('A slide’s tall picture').optional(),
  altText: text('A slide’s picture description', HOME_TEXT_LIMITS.altText),
  eyebrow: text('A slide’s eyebrow', HOME_TEXT_LIMITS.eyebrow).optional(),
  headline: text('A slide’s headline', HOME_TEXT_LIMITS.headline),
  text: text('A slide’s text', HOME_TEXT_LIMITS.text).optional(),
  ctaLabel: text('A slide’s button label', HOME_TEXT_LIMITS.ctaLabel),
  ctaLink: shopLinkSchema(shopLinkMessage('A slide’s button link')),
})
export type HeroSlide = z.infer<typeof heroSlideSchema>

export const homeBannerSchema = z.object({
  imageUrl: imageUrl('The banner’s picture'),
  /** The tall crop phones show; the wide picture when absent. */
  mobileImageUrl: imageUrl('The banner’s tall picture').optional(),
  altText: text('The banner’s picture description', HOME_TEXT_LIMITS.altText),
  eyebrow: text('The banner’s eyebrow', HOME_TEXT_LIMITS.eyebrow).optional(),
  headline: text('The banner’s headline', HOME_TEXT_LIMITS.headline),
  text: text('The banner’s text', HOME_TEXT_LIMITS.text).optional(),
  ctaLabel: text('The banner’s button label', HOME_TEXT_LIMITS.ctaLabel),
  ctaLink: shopLinkSchema(shopLinkMessage('The banner’s button link')),
})
export type HomeBanner = z.infer<typeof homeBannerSchema>

/** A collection the home page features: its name, and the URL slug of its page. */
export const featuredCollectionSchema = z.object({ name: z.string(), slug: z.string() })
export type FeaturedCollection = z.infer<typeof featuredCollectionSchema>

export const homeContentSchema = z.object({
  heroSlides: z.array(heroSlideSchema),
  featuredCollections: z.array(featuredCollectionSchema),
  banner: homeBannerSchema.optional(),
})
export type HomeContent = z.infer<typeof homeContentSchema>

export const updateHomeContentSchema = z
  .object({
    heroSlides: z
      .array(heroSlideSchema, { error: 'Send the hero’s slides as a list.' })
      .min(MIN_HERO_SLIDES, 'The hero needs at least one slide.')
      .max(MAX_HERO_SLIDES, `The hero has at most ${String(MAX_HERO_SLIDES)} slides.`),
    /** Collection names as the catalogue spells them. */
    featuredCollections: z
      .array(text('A featured collection', 100), {
        error: 'Send the featured collections as a list.',
      })
      .max(
        MAX_FEATURED_COLLECTIONS,
        `The home page features at most ${String(MAX_FEATURED_COLLECTIONS)} collections.`,
      ),
    banner: homeBannerSchema.nullable(),
  })
  .strict()
export type UpdateHomeContentBody = z.input<typeof updateHomeContentSchema>
export type UpdateHomeContent = z.output<typeof updateHomeContentSchema>

/**
 * `POST /api/admin/content/hero-image`: one uploaded picture, cut to the hero's two crops
 * (`HERO_WIDE`, `HERO_TALL` of `@shop/shared/images`); the URLs name each crop's largest width.
 */
export const heroImageUploadSchema = z.object({ imageUrl: z.string(), mobileImageUrl: z.string() })
export type HeroImageUpload = z.infer<typeof heroImageUploadSchema>
