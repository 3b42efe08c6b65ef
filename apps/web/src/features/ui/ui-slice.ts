import { createSlice } from '@reduxjs/toolkit'

/** Drawers that toggle open and closed (docs/product-rules.md § States, Drawers). */
export interface UiState {
  isCartDrawerOpen: boolean
  isMobileMenuOpen: boolean
}

const initialState: UiState = { isCartDrawerOpen: false, isMobileMenuOpen: false }

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartDrawerToggled(state) {
      state.isCartDrawerOpen = !state.isCartDrawerOpen
      state.isMobileMenuOpen = false
    },
    cartDrawerClosed(state) {
      state.isCartDrawerOpen = false
    },
    mobileMenuToggled(state) {
      state.isMobileMenuOpen = !state.isMobileMenuOpen
      state.isCartDrawerOpen = false
    },
    mobileMenuClosed(state) {
      state.isMobileMenuOpen = false
    },
  },
  selectors: {
    selectIsCartDrawerOpen: (state) => state.isCartDrawerOpen,
    selectIsMobileMenuOpen: (state) => state.isMobileMenuOpen,
  },
})

export const { cartDrawerToggled, cartDrawerClosed, mobileMenuToggled, mobileMenuClosed } =
  uiSlice.actions
export const { selectIsCartDrawerOpen, selectIsMobileMenuOpen } = uiSlice.selectors
