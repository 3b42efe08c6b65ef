import type {
  Product,
  ProductFilters,
  ProductFiltersQuery,
  ProductListQuery,
} from '@shop/shared/catalog'
import { api } from '../../lib/api'

export interface ProductPage {
  products: Product[]
  /** All matches of the filters (X-Total-Count), not just this page. */
  total: number
}

/** Only non-empty filters go on the wire (shop-spec §7). */
export function toProductSearchParams(
  query: Readonly<Record<string, string | number | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = String(value).trim()
    if (text !== '') params.set(key, text)
  }
  return params
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (query) => `/products?${toProductSearchParams(query).toString()}`,
      transformResponse: (body: unknown, meta) => {
        // shop-spec §4: a non-list response becomes an empty list.
        const products = Array.isArray(body) ? (body as Product[]) : []
        const total = Number(meta?.response?.headers.get('x-total-count') ?? products.length)
        return { products, total: Number.isFinite(total) ? total : products.length }
      },
      providesTags: (page) => [
        { type: 'Product', id: 'LIST' },
        ...(page?.products.map((product) => ({ type: 'Product' as const, id: product._id })) ?? []),
      ],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getSimilarProducts: build.query<Product[], string>({
      query: (id) => `/products/similar/${encodeURIComponent(id)}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getNewArrivals: build.query<Product[], undefined>({
      query: () => '/products/new-arrivals',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    // A collection alone, or the shop's filters too when the sidebar wants their counts.
    getProductFilters: build.query<ProductFilters, ProductFiltersQuery | string | undefined>({
      query: (request) => {
        const params = typeof request === 'object' ? request : { collection: request }
        return `/products/filters?${toProductSearchParams(params).toString()}`
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getBestSeller: build.query<Product, undefined>({
      query: () => '/products/best-seller',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
})

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetSimilarProductsQuery,
  useGetNewArrivalsQuery,
  useGetBestSellerQuery,
  useGetProductFiltersQuery,
} = catalogApi
