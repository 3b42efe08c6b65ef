import type { ShopSettingsValues } from '../modules/settings/settings.repository.js'

/**
 * The demo shop's settings: the name, colour, address and links the storefront had before they
 * became the owner's to set, so a fresh demo shop looks as it always did.
 */
export const DEMO_SHOP_SETTINGS: ShopSettingsValues = {
  shopName: 'Slide',
  logoUrl: null,
  accentColor: '#c9442c',
  contactEmail: 'hello@slide-shop.com',
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/' },
    { label: 'Facebook', url: 'https://www.facebook.com/' },
    { label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  announcement: null,
  returnWindowDays: 30,
  returnAddress: 'Slide Returns\n100 Harbor Street\nSan Francisco, CA 94105\nUnited States',
}
