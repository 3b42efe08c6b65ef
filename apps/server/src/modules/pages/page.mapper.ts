import type { ShopPage, ShopPageSlug } from '@shop/shared/shop-pages'
import { NEVER_SAVED_PAGE_UPDATED_AT } from '@shop/shared/shop-pages'
import type { ShopPageRow } from '../../db/schema/index.js'
import type { PageText } from './pages.repository.js'

/** A saved page as the shop reads it; the slug has been checked to be one of the shop's pages. */
export function toShopPageDto(slug: ShopPageSlug, row: ShopPageRow): ShopPage {
  return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() }
}

/** A page the owner has never saved: its starting text, dated the epoch. */
export function toStartingPageDto(slug: ShopPageSlug, text: PageText): ShopPage {
  return { slug, title: text.title, body: text.body, updatedAt: NEVER_SAVED_PAGE_UPDATED_AT }
}
