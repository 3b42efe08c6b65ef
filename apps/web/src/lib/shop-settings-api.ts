import type { ShopSettings } from '@shop/shared/shop-settings'
import { api } from './api'

/**
 * `GET /api/settings`: the owner's name, logo, accent colour, contact e-mail, social links,
 * announcement and return policy, read by every page (docs/product-rules.md § The owner's shop).
 * A server-rendered page carries the answer; a page rendered in the browser asks for it before
 * its first render (main.tsx), so the shop's name never flickers in.
 */
export const shopSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<ShopSettings, undefined>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
})

/** What a page shows if the settings could not be read at all: a shop with no name of its own. */
const UNREADABLE_SETTINGS: ShopSettings = {
  shopName: 'Shop',
  accentColor: '#c9442c',
  contactEmail: '',
  socialLinks: [],
  returnWindowDays: 30,
}

/** The shop's settings, from the cache every page fills before it renders. */
export function useShopSettings(): ShopSettings {
  const { data } = shopSettingsApi.useGetSettingsQuery(undefined)
  return data ?? UNREADABLE_SETTINGS
}

export const { useGetSettingsQuery } = shopSettingsApi
