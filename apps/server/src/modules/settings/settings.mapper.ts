import type { ShopSettings } from '@shop/shared/shop-settings'
import type { ShopSettingsValues } from './settings.repository.js'

/** The public answer: optional fields left out when empty (docs/api.md § Settings). */
export function toShopSettingsDto(values: ShopSettingsValues): ShopSettings {
  return {
    shopName: values.shopName,
    ...(values.logoUrl !== null && { logoUrl: values.logoUrl }),
    accentColor: values.accentColor,
    contactEmail: values.contactEmail,
    socialLinks: values.socialLinks.map(({ label, url }) => ({ label, url })),
    ...(values.announcement !== null && {
      announcement: {
        text: values.announcement.text,
        ...(values.announcement.link !== undefined && { link: values.announcement.link }),
      },
    }),
    returnWindowDays: values.returnWindowDays,
    ...(values.returnAddress !== null && { returnAddress: values.returnAddress }),
  }
}

/**
 * The settings as the shop's pages read them (`GET /api/settings`, and the admin's save that
 * replaces them in the web app's cache): with where the upload store serves pictures, when that is
 * not the shop itself (docs/decisions/030-shop-pages-in-safe-markdown.md § Update).
 */
export function withUploadsUrl(
  settings: ShopSettings,
  uploadsUrl: string | undefined,
): ShopSettings {
  return uploadsUrl === undefined ? settings : { ...settings, uploadsUrl }
}

/**
 * The public settings' return address: the owner's, else RETURN_ADDRESS from the environment
 * (docs/configuration.md), so the return slip has one from the first start.
 */
export function withReturnAddress(
  settings: ShopSettings,
  fallback: string | undefined,
): ShopSettings {
  return settings.returnAddress !== undefined || fallback === undefined
    ? settings
    : { ...settings, returnAddress: fallback }
}
