import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The shop's own pages (about, shipping, returns, privacy, terms), written by the owner in
 * Markdown. A slug without its row answers the neutral text of `pages.service.ts`.
 */
export const shopPages = pgTable('shop_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  body: text().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export type ShopPageRow = typeof shopPages.$inferSelect

/** One picture of the home page's hero, with its words and its button. */
export interface HeroSlideValue {
  imageUrl: string
  mobileImageUrl?: string
  altText: string
  eyebrow?: string
  headline: string
  text?: string
  ctaLabel: string
  ctaLink: string
}

/** The home page's banner between the product rows. */
export interface HomeBannerValue {
  imageUrl: string
  mobileImageUrl?: string
  altText: string
  eyebrow?: string
  headline: string
  text?: string
  ctaLabel: string
  ctaLink: string
}

/**
 * What the home page shows that the catalogue does not decide: the hero's slides (in their
 * order), the collections it features and the banner. One row, id 1; a shop without it shows the
 * neutral home of `home-content.service.ts`.
 */
export const homeContent = pgTable(
  'home_content',
  {
    id: integer().primaryKey().default(1),
    heroSlides: jsonb().$type<HeroSlideValue[]>().notNull(),
    /** Collection names, in the order the home page shows them. */
    featuredCollections: jsonb().$type<string[]>().notNull().default([]),
    banner: jsonb().$type<HomeBannerValue>(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('home_content_one_row', sql`${table.id} = 1`)],
)

export type HomeContentRow = typeof homeContent.$inferSelect
