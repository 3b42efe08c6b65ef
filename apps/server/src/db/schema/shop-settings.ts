import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A link of the footer's social row. */
export interface SocialLinkValue {
  label: string
  url: string
}

/** The bar above the header: a line of text and, optionally, where it leads. */
export interface AnnouncementValue {
  text: string
  link?: string
}

/**
 * The owner's settings of the shop (docs/product-rules.md § The owner's shop): one row, id 1. A
 * shop without the row answers the defaults of `settings.service.ts` until its first save.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer().primaryKey().default(1),
    shopName: text().notNull(),
    logoUrl: text(),
    /** `#rrggbb`, at least 4.5:1 against white. */
    accentColor: text().notNull(),
    contactEmail: text().notNull(),
    socialLinks: jsonb().$type<SocialLinkValue[]>().notNull().default([]),
    announcement: jsonb().$type<AnnouncementValue>(),
    returnWindowDays: integer().notNull(),
    /** Where returned parcels go, as it is printed on a label (several lines). */
    returnAddress: text(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_one_row', sql`${table.id} = 1`)],
)

export type ShopSettingsRow = typeof shopSettings.$inferSelect
