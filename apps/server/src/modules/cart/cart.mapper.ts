import type { Cart } from '@shop/shared/cart'
import { imageOfColor } from '@shop/shared/color-images'
import { fromCents, lineTotalCents, subtotalCents } from '../../lib/money.js'
import { freeShippingRemainingCents } from '../shipping/shipping-rates.js'
import type { CartLineRecord } from './cart.repository.js'

/**
 * The wire cart: prices from the product rows, their total, and what it lacks to pass
 * `freeEverywhereOverCents`, the amount over which every zone of the shipping table ships free
 * (left out when there is none). A caller without a cart gets `_id: null` and no products.
 */
export function toCartDto(
  cartId: string | null,
  lines: readonly CartLineRecord[],
  freeEverywhereOverCents: number | undefined,
): Cart {
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
  const remainingCents = freeShippingRemainingCents(goodsCents, freeEverywhereOverCents)
  return {
    _id: cartId,
    products,
    totalPrice: fromCents(goodsCents),
    ...(remainingCents === undefined ? {} : { freeShippingRemaining: fromCents(remainingCents) }),
  }
}
