import type { Cart } from '@shop/shared/cart'
import { fromCents } from '../../lib/money.js'
import type { CartLineRecord } from './cart.repository.js'

/**
 * The wire cart: prices from the product rows, the total summed in whole cents. A caller
 * without a cart gets `_id: null` and no products.
 */
export function toCartDto(cartId: string | null, lines: readonly CartLineRecord[]): Cart {
  let totalCents = 0
  const products = lines.map((line) => {
    totalCents += line.priceCents * line.quantity
    return {
      productId: line.productId,
      name: line.name,
      image: line.images[0]?.url ?? '',
      price: fromCents(line.priceCents),
      quantity: line.quantity,
      size: line.size,
      color: line.color,
    }
  })
  return { _id: cartId, products, totalPrice: fromCents(totalCents) }
}
