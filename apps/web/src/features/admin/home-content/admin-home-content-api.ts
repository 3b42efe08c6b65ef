import { UPLOAD_FIELD_NAME } from '@shop/shared/admin-products'
import type { HeroImageUpload, HomeContent, UpdateHomeContentBody } from '@shop/shared/home-content'
import { api } from '../../../lib/api'
import { homeContentApi } from '../../../lib/home-content-api'

/**
 * The owner's home page (docs/api.md § The home page): `PUT /api/admin/content/home` saves the
 * whole content, `POST /api/admin/content/hero-image` cuts an uploaded picture into the hero's
 * wide and tall crops.
 */
export const adminHomeContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateHomeContent: build.mutation<HomeContent, UpdateHomeContentBody>({
      query: (body) => ({ url: '/admin/content/home', method: 'PUT', body }),
      // The saved content is the cached one at once: the shop's home shows it on the next visit.
      async onQueryStarted(_content, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          void dispatch(homeContentApi.util.upsertQueryData('getHomeContent', undefined, data))
        } catch {
          // The editor shows the refusal; nothing was stored.
        }
      },
    }),
    uploadHeroImage: build.mutation<HeroImageUpload, File>({
      query: (file) => {
        const body = new FormData()
        body.append(UPLOAD_FIELD_NAME, file)
        return { url: '/admin/content/hero-image', method: 'POST', body }
      },
    }),
  }),
})

export const { useUpdateHomeContentMutation, useUploadHeroImageMutation } = adminHomeContentApi
