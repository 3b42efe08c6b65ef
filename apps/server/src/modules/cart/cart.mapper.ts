import type { Cart } from '@shop/shared/cart'
import { imageOfColor } from '@shop/shared/color-images'
import { fromCents, lineTotalCents, subtotalCents } from '../../lib/money.js'
import { freeShippingRemainingCents } from '../pricing/price-basket.js'
import type { CartLineRecord } from './cart.repository.js'

/**
 * The wire cart: prices from the product rows, the total and what it lacks for free shipping
 * from the pricing module. A caller without a cart gets `_id: null` and no products.
 */
export function toCartDto(cartId: string | null, lines: readonly CartLineRecord[]): Cart {
  const products = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    // The picture of the line's colour (docs/api.md § Product images).
    image: imageOfColor(line.images, line.color)?.url ?? '',
    price: fromCents(line.priceCents),
    lineTotal: fromCents(lineTotalCents(line)),
    quantity: line.quantity,
    size: line.size,
    color: line.color,
  }))
  const goodsCents = subtotalCents(lines)
  return {
    _id: cartId,
    products,
    totalPrice: fromCents(goodsCents),
    freeShippingRemaining: fromCents(freeShippingRemainingCents(goodsCents)),
  }
}
