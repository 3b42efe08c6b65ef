import type {
  AddCartItemBody,
  Cart,
  MergeCartBody,
  RemoveCartItemBody,
  UpdateCartItemBody,
} from '@shop/shared/cart'
import type { UnknownAction } from '@reduxjs/toolkit'
import { api } from '../../lib/api'
import { cartReplaced } from './cart-slice'

/** docs/product-rules.md § Errors: what a failed cart call says when the server sends no message of its own. */
export const CART_FAILURE_MESSAGES = {
  fetch: 'Failed to fetch cart',
  add: 'Failed to add to cart',
  update: 'Failed to update item quantity',
  remove: 'Failed to remove item',
  merge: 'Failed to merge cart',
} as const

export interface GetCartArgs {
  guestId: string
  /**
   * Only keys the cache (a guest and the user they log in as share a guest id): the server finds
   * a signed-in caller's cart by the token, never by an id it is sent (docs/product-rules.md § Cart).
   */
  userId?: string | null
}

interface CartCallLifecycle {
  dispatch: (action: UnknownAction) => unknown
  queryFulfilled: Promise<{ data: Cart }>
}

/**
 * docs/product-rules.md § States, Cart: every successful fetch, add, update, remove or merge replaces the cart, and
 * the store saves it locally. A failure leaves the cart as it was; the caller shows the message.
 */
async function replaceStoredCart({ dispatch, queryFulfilled }: CartCallLifecycle): Promise<void> {
  try {
    const { data } = await queryFulfilled
    const { products, totalPrice, freeShippingRemaining } = data
    dispatch(cartReplaced({ products, totalPrice, freeShippingRemaining }))
  } catch {
    // The rejected call reaches its caller through the hook or `.unwrap()`.
  }
}

/**
 * The cart calls of docs/product-rules.md § Cart. A guest's calls carry its `guestId`; a signed-in
 * caller's carry the token too (lib/api.ts), and the server then ignores the guest id.
 * Read the cart with `selectCart`: these calls keep it up to date.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, GetCartArgs>({
      query: ({ guestId }) => ({ url: '/cart', params: { guestId } }),
      providesTags: ['Cart'],
      onQueryStarted: (_args, lifecycle) => replaceStoredCart(lifecycle),
    }),
    addCartItem: build.mutation<Cart, AddCartItemBody>({
      query: (body) => ({ url: '/cart', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) => replaceStoredCart(lifecycle),
    }),
    updateCartItem: build.mutation<Cart, UpdateCartItemBody>({
      query: (body) => ({ url: '/cart', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) => replaceStoredCart(lifecycle),
    }),
    removeCartItem: build.mutation<Cart, RemoveCartItemBody>({
      query: (body) => ({ url: '/cart', method: 'DELETE', body }),
      onQueryStarted: (_body, lifecycle) => replaceStoredCart(lifecycle),
    }),
    /** Token required: moves the guest cart into the signed-in user's cart (docs/product-rules.md § Cart). */
    mergeGuestCart: build.mutation<Cart, MergeCartBody>({
      query: (body) => ({ url: '/cart/merge', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) => replaceStoredCart(lifecycle),
    }),
  }),
})

export const {
  useGetCartQuery,
  useLazyGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useMergeGuestCartMutation,
} = cartApi
