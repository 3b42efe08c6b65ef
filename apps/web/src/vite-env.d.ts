/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SHOP_NAME?: string
  readonly VITE_SHOP_CONTACT_EMAIL?: string
  readonly VITE_SOCIAL_INSTAGRAM?: string
  readonly VITE_SOCIAL_FACEBOOK?: string
  readonly VITE_SOCIAL_TIKTOK?: string
}
