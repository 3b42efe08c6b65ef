/**
 * What a shop owner changes about the storefront's words: set the `VITE_*` variables at build
 * time (docs/configuration.md) or edit the defaults here.
 */
export const SHOP_NAME = import.meta.env.VITE_SHOP_NAME ?? 'Slide'
export const SHOP_CONTACT_EMAIL = import.meta.env.VITE_SHOP_CONTACT_EMAIL ?? 'hello@slide-shop.com'

export const SOCIAL_LINKS = [
  {
    label: 'Instagram',
    href: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/',
  },
  { label: 'Facebook', href: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
  { label: 'TikTok', href: import.meta.env.VITE_SOCIAL_TIKTOK ?? 'https://www.tiktok.com/' },
] as const
