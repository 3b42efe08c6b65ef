import type { Checkout, CheckoutPayment } from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import type { FastifyInstance } from 'fastify'
import type { TestUser } from './auth-headers.js'

export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'United States',
  phone: '+1 512 555 0100',
}

/** A Canadian address: international shipping, no US state tax. */
export const CANADIAN_ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '2 Harbor Rd',
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5V 2T6',
  country: 'Canada',
  phone: '416 555 0199',
}

export interface OrderLine {
  productId: string
  size: string
  color: string
  quantity: number
}

/**
 * Buys `lines` through the real API as `user` would: checkout with the shown total, payment with
 * the demo provider, then finalize. `totalPrice` is what the shopper saw (lines plus shipping).
 */
export async function placeOrder(
  app: FastifyInstance,
  user: TestUser,
  {
    lines,
    totalPrice,
    shippingOptionId = 'standard',
    address = US_ADDRESS,
  }: {
    lines: OrderLine[]
    totalPrice: number
    shippingOptionId?: string
    address?: typeof US_ADDRESS
  },
): Promise<Order> {
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) })
  const checkout = await call('POST', '/api/checkout', {
    checkoutItems: lines,
    shippingAddress: address,
    shippingOption: { id: shippingOptionId },
    paymentMethod: 'PayPal',
    totalPrice,
  })
  if (checkout.statusCode !== 201) throw new Error(`Checkout failed: ${checkout.body}`)
  const checkoutId = checkout.json<Checkout>()._id
  const payment = (
    await call('POST', `/api/checkout/${checkoutId}/payment`)
  ).json<CheckoutPayment>()
  await call('PUT', `/api/checkout/${checkoutId}/pay`, {
    paymentStatus: 'paid',
    paymentDetails: { orderId: payment.orderId },
  })
  const order = await call('POST', `/api/checkout/${checkoutId}/finalize`)
  if (order.statusCode !== 201) throw new Error(`Finalize failed: ${order.body}`)
  return order.json<Order>()
}
