import type { ShopSettings, UpdateShopSettingsBody } from '@shop/shared/shop-settings'
import { api } from '../../../lib/api'
import { shopSettingsApi } from '../../../lib/shop-settings-api'

/** `PUT /api/admin/settings`: the owner's changes; the answer is the settings every page reads. */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<ShopSettings, UpdateShopSettingsBody>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      // The audit log and the setup checklist read what a save changed.
      invalidatesTags: ['Audit'],
      // The saved settings are the cached ones at once: the back office's own name and logo follow.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          void dispatch(shopSettingsApi.util.upsertQueryData('getSettings', undefined, data))
        } catch {
          // The form shows the refusal; nothing was stored.
        }
      },
    }),
  }),
})

export const { useUpdateSettingsMutation } = adminSettingsApi
