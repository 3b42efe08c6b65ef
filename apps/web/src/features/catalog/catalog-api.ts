import type { Product, ProductListQuery } from '@shop/shared/catalog'
import type { ProductCard, ProductFieldsQuery } from '@shop/shared/product-card'
import { CORRECTED_SEARCH_HEADER } from '@shop/shared/search-correction'
import { api } from '../../lib/api'
import { toSearchParams } from '../../lib/search-params'

/**
 * Grids and strips draw cards: they ask for the card projection (docs/api.md, Catalogue). The
 * value is typed, not imported, so the schema library stays out of the first pages' code.
 */
const CARD_FIELDS: ProductFieldsQuery['fields'] = 'card'
const CARD_PARAMS = `fields=${CARD_FIELDS}`

export interface ProductPage {
  products: ProductCard[]
  /** All matches of the filters (X-Total-Count), not just this page. */
  total: number
  /** The search the products match when the server corrected a misspelt one (docs/api.md). */
  correctedSearch?: string
}

/** X-Search-Corrected, URL-encoded by the server; a malformed value is read as none. */
function readCorrectedSearch(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  try {
    return decodeURIComponent(header)
  } catch {
    return undefined
  }
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListQuery>({
      query: (query) => `/products?${toSearchParams({ ...query, fields: CARD_FIELDS }).toString()}`,
      transformResponse: (body: unknown, meta) => {
        // docs/product-rules.md § States: a non-list response becomes an empty list.
        const products = Array.isArray(body) ? (body as ProductCard[]) : []
        const total = Number(meta?.response?.headers.get('x-total-count') ?? products.length)
        const correctedSearch = readCorrectedSearch(
          meta?.response?.headers.get(CORRECTED_SEARCH_HEADER),
        )
        return {
          products,
          total: Number.isFinite(total) ? total : products.length,
          ...(correctedSearch === undefined ? {} : { correctedSearch }),
        }
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
    getSimilarProducts: build.query<ProductCard[], string>({
      query: (id) => `/products/similar/${encodeURIComponent(id)}?${CARD_PARAMS}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getNewArrivals: build.query<ProductCard[], undefined>({
      query: () => `/products/new-arrivals?${CARD_PARAMS}`,
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
} = catalogApi
