import type { ProductVariant } from '@shop/shared/catalog'
import { MIN_CART_QUANTITY } from '@shop/shared/limits'
import { useState } from 'react'
import {
  clampQuantity,
  findVariant,
  getInitialSelection,
  getSelectionProblem,
  getSizeAfterColorChange,
  isColorDisabled,
  isSizeDisabled,
  isSoldOut,
  listColors,
  listSizes,
  remainingStock,
  type HeldQuantity,
} from './stock-caps'

/** A variant and quantity that passed the checks of docs/product-rules.md § Validation, ready for the cart. */
export interface CartSelection {
  size: string
  color: string
  sku: string
  quantity: number
}

export interface ChoiceOption {
  value: string
  isDisabled: boolean
}

/**
 * The colour, size and quantity a shopper picks on a product, held to the stock cap of
 * docs/product-rules.md § States. The cart's holdings come in through `heldQuantity`, so this knows no cart.
 */
export function useVariantSelection(
  variants: readonly ProductVariant[],
  heldQuantity: HeldQuantity,
) {
  const [initial] = useState(() => getInitialSelection(variants, heldQuantity))
  const [color, setColor] = useState(initial.color)
  const [size, setSize] = useState(initial.size)
  const [requestedQuantity, setRequestedQuantity] = useState(MIN_CART_QUANTITY)
  const [message, setMessage] = useState<string>()

  const availableOf = (nextSize: string | undefined, nextColor: string | undefined) =>
    nextSize !== undefined && nextColor !== undefined
      ? remainingStock(variants, heldQuantity, nextSize, nextColor)
      : 0

  const available = availableOf(size, color)
  // Derived rather than stored: an add elsewhere (the cart) lowers what is left at once.
  const quantity = clampQuantity(requestedQuantity, available)

  const colors: ChoiceOption[] = listColors(variants).map((value) => ({
    value,
    isDisabled: isColorDisabled(variants, heldQuantity, value),
  }))
  const sizes: ChoiceOption[] =
    color === undefined
      ? []
      : listSizes(variants, color).map((value) => ({
          value,
          isDisabled: isSizeDisabled(variants, heldQuantity, color, value),
        }))

  const chooseColor = (nextColor: string) => {
    const nextSize = getSizeAfterColorChange(variants, heldQuantity, nextColor, size)
    setColor(nextColor)
    setSize(nextSize)
    setRequestedQuantity(clampQuantity(quantity, availableOf(nextSize, nextColor)))
    setMessage(undefined)
  }

  const chooseSize = (nextSize: string) => {
    setSize(nextSize)
    setRequestedQuantity(clampQuantity(quantity, availableOf(nextSize, color)))
    setMessage(undefined)
  }

  const changeQuantity = (step: number) => {
    setRequestedQuantity(clampQuantity(quantity + step, available))
    setMessage(undefined)
  }

  /** The selection to add, or undefined after showing why it cannot be added. */
  const checkSelection = (): CartSelection | undefined => {
    const problem = getSelectionProblem(variants, heldQuantity, { size, color, quantity })
    const variant =
      size !== undefined && color !== undefined ? findVariant(variants, size, color) : undefined
    if (problem !== undefined || !variant) {
      setMessage(problem)
      return undefined
    }
    setMessage(undefined)
    return { size: variant.size, color: variant.color, sku: variant.sku, quantity }
  }

  return {
    color,
    size,
    quantity,
    available,
    colors,
    sizes,
    isSoldOut: isSoldOut(variants, heldQuantity),
    canDecrease: quantity > MIN_CART_QUANTITY,
    canIncrease: quantity < available,
    message,
    showMessage: setMessage,
    chooseColor,
    chooseSize,
    increaseQuantity: () => {
      changeQuantity(1)
    },
    decreaseQuantity: () => {
      changeQuantity(-1)
    },
    checkSelection,
  }
}
