import type { ShopSettings } from '@shop/shared/shop-settings'
import type { Executor } from '../../db/client.js'
import { toShopSettingsDto } from './settings.mapper.js'
import {
  findShopSettings,
  insertShopSettingsIfAbsent,
  type ShopSettingsValues,
} from './settings.repository.js'

/**
 * The shop's settings (docs/product-rules.md § The owner's shop): the saved row, or `defaults`
 * for a shop whose owner has saved none. Pages, mails and feeds read them here, at run time.
 */
export async function getShopSettings(
  db: Executor,
  defaults: ShopSettingsValues,
): Promise<ShopSettings> {
  return toShopSettingsDto((await findShopSettings(db)) ?? defaults)
}

/** The first start's settings (the demo's look, or a neutral shop's); a saved row is kept. */
export async function writeFirstShopSettings(
  db: Executor,
  values: ShopSettingsValues,
): Promise<void> {
  await insertShopSettingsIfAbsent(db, values)
}
