import {
  PRODUCT_DELETED_MESSAGE,
  UPLOAD_FIELD_NAME,
  type ProductInput,
  type ProductUpdateInput,
  type UploadResponse,
} from '@shop/shared/admin-products'
import type { Product } from '@shop/shared/catalog'
import { api } from '../../lib/api'

/** Every catalogue list (shop grid, new arrivals, similar, filters) provides this tag. */
const CATALOGUE_LISTS = { type: 'Product', id: 'LIST' } as const

/**
 * The back office's product calls (shop-spec §7 Admin, api-contract § Products). Every write
 * invalidates the Product tags, so the shop's catalogue queries refetch what changed.
 */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<Product[], undefined>({
      query: () => '/admin/products',
      providesTags: (products) => [
        CATALOGUE_LISTS,
        ...(products?.map((product) => ({ type: 'Product' as const, id: product._id })) ?? []),
      ],
    }),
    /** The edit screen reads the product as the shop shows it. */
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: [CATALOGUE_LISTS],
    }),
    updateProduct: build.mutation<Product, { id: string; body: ProductUpdateInput }>({
      query: ({ id, body }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_product, _error, { id }) => [CATALOGUE_LISTS, { type: 'Product', id }],
    }),
    deleteProduct: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (body: { message?: string } | null) => ({
        message: body?.message ?? PRODUCT_DELETED_MESSAGE,
      }),
      invalidatesTags: (_result, _error, id) => [CATALOGUE_LISTS, { type: 'Product', id }],
    }),
    /** `POST /api/upload`: one image file → the URL of its stored copy. */
    uploadProductImage: build.mutation<UploadResponse, File>({
      query: (file) => {
        const body = new FormData()
        body.append(UPLOAD_FIELD_NAME, file)
        return { url: '/upload', method: 'POST', body }
      },
    }),
  }),
})

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadProductImageMutation,
} = adminProductsApi
