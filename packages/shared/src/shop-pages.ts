import { z } from 'zod'

/**
 * The shop's own pages (docs/product-rules.md § The owner's shop): `GET /api/pages/{slug}` to
 * everyone, `PUT /api/admin/pages/{slug}` for the owner. The body is Markdown, shown as safe HTML:
 * headings, lists, links, emphasis and the shop's images; never raw HTML or script.
 */
export const SHOP_PAGE_SLUGS = ['about', 'shipping', 'returns', 'privacy', 'terms'] as const
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number]

export function isShopPageSlug(slug: string): slug is ShopPageSlug {
  return (SHOP_PAGE_SLUGS as readonly string[]).includes(slug)
}

export const MAX_PAGE_TITLE_LENGTH = 80
export const MAX_PAGE_BODY_LENGTH = 20_000

export const shopPageSchema = z.object({
  slug: z.enum(SHOP_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
})
export type ShopPage = z.infer<typeof shopPageSchema>

export const updateShopPageSchema = z
  .object({
    title: z
      .string({ error: 'The page needs a title.' })
      .trim()
      .min(1, 'The page needs a title.')
      .max(
        MAX_PAGE_TITLE_LENGTH,
        `A page title is at most ${String(MAX_PAGE_TITLE_LENGTH)} characters.`,
      ),
    body: z
      .string({ error: 'The page needs its text.' })
      .trim()
      .min(1, 'The page needs its text.')
      .max(
        MAX_PAGE_BODY_LENGTH,
        `A page is at most ${MAX_PAGE_BODY_LENGTH.toLocaleString('en-US')} characters.`,
      ),
  })
  .strict()
export type UpdateShopPageBody = z.input<typeof updateShopPageSchema>

/** `GET /api/pages/{slug}` for a slug that is none of SHOP_PAGE_SLUGS. */
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found.'

/**
 * The `updatedAt` of a page the owner has never saved, which answers the shop's neutral starting
 * text: the Unix epoch, so the back office can tell it from a saved page.
 */
export const NEVER_SAVED_PAGE_UPDATED_AT = new Date(0).toISOString()
