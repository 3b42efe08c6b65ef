import type { ProductReturnReasons } from '@shop/shared/returns'
import {
  PRODUCT_DELETED_MESSAGE,
  UPLOAD_FIELD_NAME,
  PRODUCT_STATUSES,
  type ProductInput,
  type ProductStatus,
  type ProductUpdateInput,
  type UploadResponse,
} from '@shop/shared/admin-products'
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { ADMIN_PRODUCT_SORT_FIELDS, PRODUCT_STOCK_FILTERS } from '@shop/shared/admin-list-queries'
import type { Product } from '@shop/shared/catalog'
import type { ProductFieldValues } from '@shop/shared/product-field-values'
import { api } from '../../../lib/api'
import { defineList, toListPage, toListParams, type ListPage, type ListState } from '../lists'

/** A product as the back office lists it: a draft is hidden from the shop. */
export type AdminProduct = Product & { status?: ProductStatus }

/** `GET /api/admin/products` (docs/product-rules.md § Back office at scale): its sorts and filters. */
export const ADMIN_PRODUCT_LIST = defineList({
  sortFields: ADMIN_PRODUCT_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {
    category: 'text',
    gender: 'text',
    stock: PRODUCT_STOCK_FILTERS,
    status: PRODUCT_STATUSES,
  },
})
export type AdminProductListState = ListState<
  (typeof ADMIN_PRODUCT_LIST.sortFields)[number],
  keyof typeof ADMIN_PRODUCT_LIST.filters
>

export type ProductBulkAction = 'delete' | 'activate' | 'deactivate'

/** Every catalogue list (shop grid, new arrivals, similar, filters) provides this tag. */
const CATALOGUE_LISTS = { type: 'Product', id: 'LIST' } as const

/**
 * The back office's product calls (docs/product-rules.md § Calls and § Admin). Every write
 * invalidates the Product tags, so the shop's catalogue queries refetch what changed.
 */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every brand, collection and material in use, for the product form's suggestions. */
    getProductFieldValues: build.query<ProductFieldValues, undefined>({
      query: () => '/admin/products/field-values',
      providesTags: [CATALOGUE_LISTS],
    }),
    /** One page of the back office's product table, with the number of matches in all. */
    getAdminProductPage: build.query<ListPage<AdminProduct>, AdminProductListState>({
      query: (state) => ({ url: '/admin/products', params: toListParams(state, ADMIN_PAGE_SIZE) }),
      transformResponse: toListPage<AdminProduct>,
      providesTags: (page) => [
        CATALOGUE_LISTS,
        ...(page?.rows.map((product) => ({ type: 'Product' as const, id: product._id })) ?? []),
      ],
    }),
    /** One action on up to 100 selected products, in one transaction. */
    bulkUpdateProducts: build.mutation<
      { updated: number },
      { ids: string[]; action: ProductBulkAction }
    >({
      query: (body) => ({ url: '/admin/products/bulk', method: 'POST', body }),
      invalidatesTags: (_result, _error, { ids }) => [
        CATALOGUE_LISTS,
        ...ids.map((id) => ({ type: 'Product' as const, id })),
      ],
    }),
    /**
     * The CSV of the chosen products, as text: a download needs the bearer token, which a plain
     * link cannot send, so the page saves the text as a file.
     */
    exportProducts: build.mutation<string, string[]>({
      query: (ids) => ({
        url: '/admin/products/export.csv',
        params: { ids: ids.join(',') },
        responseHandler: 'text',
      }),
    }),
    /** The edit screen reads the product as the shop shows it. */
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    /** The product's returned units by reason, all time ("7 of 9: too small"). */
    getProductReturnReasons: build.query<ProductReturnReasons, string>({
      query: (id) => `/admin/returns/products/${encodeURIComponent(id)}`,
      providesTags: ['Return'],
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
  useGetProductFieldValuesQuery,
  useGetAdminProductPageQuery,
  useBulkUpdateProductsMutation,
  useExportProductsMutation,
  useGetAdminProductQuery,
  useGetProductReturnReasonsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadProductImageMutation,
} = adminProductsApi
