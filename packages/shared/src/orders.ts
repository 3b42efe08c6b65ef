import { z } from 'zod'
import { PAYMENT_PROVIDERS, savedShippingAddressSchema, shippingOptionSchema } from './checkout.js'
import { idSchema, moneySchema } from './common.js'

/** docs/product-rules.md § States, Order: the admin picks any of these freely; a new order is `Processing`. */
export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const
export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.'

export const ORDER_PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number]

/**
 * A line as it was bought: name, image, price, size and colour are copies, so the order reads
 * the same after the product changes. `productId` is null once the product is deleted.
 */
export const orderItemSchema = z.object({
  _id: idSchema,
  productId: idSchema.nullable(),
  name: z.string(),
  image: z.string(),
  price: moneySchema,
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** price × quantity, from the server's pricing (the web never multiplies money). */
  lineTotal: moneySchema,
})
export type OrderItem = z.infer<typeof orderItemSchema>

/** docs/product-rules.md § Checkout. `user` is null once the account is deleted. */
export const orderSchema = z.object({
  _id: idSchema,
  createdAt: z.iso.datetime(),
  user: z.object({ _id: idSchema, name: z.string() }).nullable(),
  orderItems: z.array(orderItemSchema),
  shippingAddress: savedShippingAddressSchema,
  shippingOption: shippingOptionSchema,
  paymentMethod: z.string(),
  /**
   * `paid`; `partially_refunded` once part of it went back; `refunded` once all of it did (then
   * `refundedAt` is set).
   */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** Which provider took the payment: `demo` in a shop without PayPal. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  subtotal: moneySchema,
  discount: moneySchema,
  discountCode: z.string().nullable(),
  shippingCost: moneySchema,
  tax: moneySchema,
  totalPrice: moneySchema,
  /** The part of `totalPrice` paid with store credit; the payment provider took the rest. */
  storeCreditApplied: moneySchema,
  /** What went back so far, to the payment and as store credit; `totalPrice` once refunded. */
  refundedAmount: moneySchema,
  refundedAt: z.iso.datetime().nullable(),
  isPaid: z.boolean(),
  paidAt: z.iso.datetime().nullable(),
  /** When it first became Shipped; it stays after that. */
  shippedAt: z.iso.datetime().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.iso.datetime().nullable(),
  status: orderStatusSchema,
  trackingNumber: z.string().nullable(),
  /** Present on an order that ships a return's exchange: that return. */
  replacementFor: z.object({ returnId: idSchema, number: z.string() }).optional(),
})
export type Order = z.infer<typeof orderSchema>

export const orderListSchema = z.array(orderSchema)
