import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Order } from '@shop/shared/orders'
import { sessionRejected } from '../../lib/api'

export interface CheckoutState {
  /** The order just placed: the confirmation page shows it (docs/product-rules.md § Screens, Order confirmation). */
  placedOrder: Order | null
}

const initialState: CheckoutState = { placedOrder: null }

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    orderPlaced(state, action: PayloadAction<Order>) {
      state.placedOrder = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRejected, (state) => {
      state.placedOrder = null
    })
  },
  selectors: {
    selectPlacedOrder: (state) => state.placedOrder,
  },
})

export const { orderPlaced } = checkoutSlice.actions
export const { selectPlacedOrder } = checkoutSlice.selectors
