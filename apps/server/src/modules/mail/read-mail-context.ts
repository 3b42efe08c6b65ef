import type { AppConfig } from '../../config/env.js'
import type { Executor } from '../../db/client.js'
import { neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import type { MailContext } from './templates/mail-context.js'

/**
 * The shop as its settings say now: a mail sent after the owner renamed the shop carries the new
 * name in its sender, its layout and its words (docs/product-rules.md § The owner's shop).
 */
export async function readMailContext(db: Executor, config: AppConfig): Promise<MailContext> {
  const settings = await getShopSettings(db, neutralShopSettings(config))
  return {
    shopName: settings.shopName,
    accentColor: settings.accentColor,
    ...(settings.logoUrl !== undefined && { logoUrl: settings.logoUrl }),
    linkBaseUrl: config.mail.linkBaseUrl,
  }
}
