import { RETURN_WINDOW_DAYS } from '@shop/shared/limits'
import type { AppConfig } from '../../config/env.js'
import type { ShopSettingsValues } from './settings.repository.js'

/** The shop's accent before its owner picks one: the storefront stylesheet's own (index.css). */
export const DEFAULT_ACCENT_COLOR = '#c9442c'
/** A shop's name until its owner gives it one (SHOP_NAME names it at the first start). */
export const NEUTRAL_SHOP_NAME = 'My Shop'
/** docs/product-rules.md § Limits: "30 days return" until the owner sets another window. */
export const DEFAULT_RETURN_WINDOW_DAYS = RETURN_WINDOW_DAYS

/**
 * The settings of a shop whose owner has saved none: a neutral shop named by SHOP_NAME, answering
 * at SHOP_EMAIL, else at no address until the owner gives one. The admin's login is never made
 * public by default (docs/decisions/029-owner-settings-at-run-time.md).
 */
export function neutralShopSettings(
  config: Pick<AppConfig, 'shopName'> & { mail: { shopEmail?: string | undefined } },
): ShopSettingsValues {
  return {
    shopName: config.shopName ?? NEUTRAL_SHOP_NAME,
    logoUrl: null,
    accentColor: DEFAULT_ACCENT_COLOR,
    contactEmail: config.mail.shopEmail ?? '',
    socialLinks: [],
    announcement: null,
    returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
    returnAddress: null,
  }
}
