import type { ShopPage, ShopPageSlug, UpdateShopPageBody } from '@shop/shared/shop-pages'
import { api } from '../../../lib/api'
import { shopPagesApi } from '../../../lib/shop-pages-api'

/**
 * docs/product-rules.md § The owner's shop: the owner saves one of the shop's pages. The page is
 * read through the shop's own query (lib/shop-pages-api.ts), whose cache the saved page replaces.
 */
export const adminPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePage: build.mutation<ShopPage, { slug: ShopPageSlug; page: UpdateShopPageBody }>({
      query: ({ slug, page }) => ({ url: `/admin/pages/${slug}`, method: 'PUT', body: page }),
      invalidatesTags: ['Audit'],
      async onQueryStarted({ slug }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          // The shop's query, storefront and editor alike, reads the saved page at once.
          await dispatch(shopPagesApi.util.upsertQueryData('getPage', slug, data))
        } catch {
          // The editor shows the refusal; nothing was saved.
        }
      },
    }),
  }),
})

export const { useUpdatePageMutation } = adminPagesApi
