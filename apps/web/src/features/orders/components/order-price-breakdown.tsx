import type { Order } from '@shop/shared/orders'
import { PriceBreakdown } from '../../../components/price-breakdown'

/** An order's money as the server recorded it: subtotal, discount, shipping, tax and total. */
export function OrderPriceBreakdown({ order }: { order: Order }) {
  return (
    <PriceBreakdown
      subtotal={order.subtotal}
      discount={order.discount}
      discountCode={order.discountCode}
      shippingLabel={order.shippingOption.label || null}
      shipping={order.shippingCost}
      tax={order.tax}
      total={order.totalPrice}
    />
  )
}
