import {
  isShopPageSlug,
  PAGE_NOT_FOUND_MESSAGE,
  type ShopPage,
  type ShopPageSlug,
} from '@shop/shared/shop-pages'
import type { Executor } from '../../db/client.js'
import { notFound } from '../../lib/app-error.js'
import { toShopPageDto, toStartingPageDto } from './page.mapper.js'
import { findPage, lockPage, updatePageText, type PageText } from './pages.repository.js'
import { STARTING_PAGES } from './starting-pages.js'

/**
 * The shop's own pages (docs/product-rules.md § The owner's shop: about, shipping, returns,
 * privacy, terms), written by the owner in Markdown.
 */

/** The slug as one of the shop's pages; any other is a 404. */
export function toPageSlug(slug: string): ShopPageSlug {
  if (!isShopPageSlug(slug)) throw notFound(PAGE_NOT_FOUND_MESSAGE)
  return slug
}

/** The saved page, or its neutral starting text when the owner has never saved it. */
export async function getPage(db: Executor, slug: string): Promise<ShopPage> {
  const pageSlug = toPageSlug(slug)
  const row = await findPage(db, pageSlug)
  return row ? toShopPageDto(pageSlug, row) : toStartingPageDto(pageSlug, STARTING_PAGES[pageSlug])
}

/**
 * Writes a page's text in the caller's transaction and answers the page before and after (the
 * audit log compares them). The page's row is locked first, so saves of one page run in turn.
 */
export async function savePage(
  tx: Executor,
  slug: ShopPageSlug,
  text: PageText,
): Promise<{ before: ShopPage; after: ShopPage }> {
  const locked = await lockPage(tx, slug, STARTING_PAGES[slug])
  const updated = await updatePageText(tx, slug, text)
  return { before: toShopPageDto(slug, locked), after: toShopPageDto(slug, updated) }
}
