import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sessionRejected } from '../../lib/api'
import { readStored } from '../../lib/browser-storage'

export interface CartLine {
  productId: string
  name: string
  image: string
  price: number
  quantity: number
  size: string
  color: string
  /** The server's price × quantity; absent from a cart stored before the server said. */
  lineTotal?: number
}

export interface CartContents {
  products: CartLine[]
  totalPrice: number
  /**
   * What the goods lack for free shipping to every zone, as the server priced it; absent when the
   * shop does not ship free everywhere, or from a cart stored before the server said (the drawer
   * then says nothing about it).
   */
  freeShippingRemaining?: number
}

export interface CartState {
  cart: CartContents
}

/** localStorage key of docs/product-rules.md § Entities. */
export const CART_STORAGE_KEY = 'cart'

export const EMPTY_CART: CartContents = { products: [], totalPrice: 0 }

function isCartContents(value: unknown): value is CartContents {
  if (typeof value !== 'object' || value === null) return false
  const cart = value as Record<string, unknown>
  return (
    Array.isArray(cart.products) &&
    typeof cart.totalPrice === 'number' &&
    (cart.freeShippingRemaining === undefined || typeof cart.freeShippingRemaining === 'number')
  )
}

/** A cart line is keyed by product, size and colour (docs/product-rules.md § Cart). */
export interface CartLineKey {
  productId: string
  size: string
  color: string
}

function isSameLine(line: CartLineKey, key: CartLineKey): boolean {
  return line.productId === key.productId && line.size === key.size && line.color === key.color
}

/** How many of one variant the cart already holds: the stock cap subtracts it (docs/product-rules.md § States). */
export function countHeldQuantity(cart: CartContents, key: CartLineKey): number {
  return cart.products.find((line) => isSameLine(line, key))?.quantity ?? 0
}

export function loadCartState(): CartState {
  return { cart: readStored(CART_STORAGE_KEY, isCartContents) ?? EMPTY_CART }
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: loadCartState,
  reducers: {
    /** Every successful cart call replaces the cart (docs/product-rules.md § States, Cart). */
    cartReplaced(state, action: PayloadAction<CartContents>) {
      state.cart = action.payload
    },
    cartCleared(state) {
      state.cart = EMPTY_CART
    },
  },
  extraReducers: (builder) => {
    // docs/product-rules.md § Errors: a rejected session ends like a logout, and the cart was that user's.
    builder.addCase(sessionRejected, (state) => {
      state.cart = EMPTY_CART
    })
  },
  selectors: {
    selectCart: (state) => state.cart,
    /** The header badge: the sum of line quantities (docs/product-rules.md § Limits). */
    selectCartItemCount: (state) =>
      state.cart.products.reduce((count, line) => count + line.quantity, 0),
    selectHeldQuantity: (state, key: CartLineKey) => countHeldQuantity(state.cart, key),
  },
})

export const { cartReplaced, cartCleared } = cartSlice.actions
export const { selectCart, selectCartItemCount, selectHeldQuantity } = cartSlice.selectors
