import type { Product } from '@shop/shared/catalog'
import { PRODUCT_ADDED_TOAST_MS } from '@shop/shared/limits'
import { useCallback } from 'react'
import { toast } from 'sonner'
import { selectGuestId } from '../../features/auth/auth-slice'
import { CART_FAILURE_MESSAGES, useAddCartItemMutation } from '../../features/cart/cart-api'
import { countHeldQuantity, selectCart } from '../../features/cart/cart-slice'
import { ProductDetails } from '../../features/catalog/components/product-details'
import type { CartSelection } from '../../features/catalog/use-variant-selection'
import { getErrorMessage } from '../../lib/get-error-message'
import { useAppSelector } from '../hooks'

interface PurchasableProductProps {
  product: Product
  headingLevel?: 1 | 3
  isImagePriority?: boolean
  isEmbedded?: boolean
}

/**
 * Joins the catalogue's product details to the cart: what the cart holds caps the stock
 * (docs/product-rules.md § States), and the add goes to the server's cart with the toasts of docs/product-rules.md § Errors.
 */
export function PurchasableProduct({
  product,
  headingLevel,
  isImagePriority,
  isEmbedded,
}: PurchasableProductProps) {
  const cart = useAppSelector(selectCart)
  const guestId = useAppSelector(selectGuestId)
  const [addCartItem] = useAddCartItemMutation()
  const productId = product._id

  const heldQuantity = useCallback(
    (size: string, color: string) => countHeldQuantity(cart, { productId, size, color }),
    [cart, productId],
  )

  // The button reads 'Adding...' until this settles. The server's answer replaces the stored
  // cart (cart-api.ts), so the badge and the stock caps follow what it holds.
  const addToCart = async ({ size, color, quantity }: CartSelection) => {
    try {
      // A signed-in shopper's token goes along (lib/api.ts) and the server then ignores guestId.
      await addCartItem({ productId, size, color, quantity, guestId }).unwrap()
    } catch (error) {
      toast.error(getErrorMessage(error, CART_FAILURE_MESSAGES.add))
      return
    }
    toast.success('Product added to cart!', { duration: PRODUCT_ADDED_TOAST_MS })
  }

  return (
    <ProductDetails
      key={productId}
      product={product}
      heldQuantity={heldQuantity}
      onAddToCart={addToCart}
      headingLevel={headingLevel}
      isImagePriority={isImagePriority}
      isEmbedded={isEmbedded}
    />
  )
}
