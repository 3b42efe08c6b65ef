import { randomUUID } from 'node:crypto'
import type { OrderStatus } from '@shop/shared/orders'
import type { Executor } from '../db/client.js'
import { orderItems, orders } from '../db/schema/index.js'

export interface SeedOrderLine {
  productId: string | null
  size: string
  color: string
  quantity: number
  priceCents?: number
  name?: string
}

export interface SeedOrderOptions {
  userId?: string | null
  lines?: SeedOrderLine[]
  /** Defaults to the lines' sum plus $5.00 shipping (a total given makes the subtotal fit it). */
  totalCents?: number
  /** The payment went back (paymentStatus `refunded`, `refundedAmountCents` the total). */
  refunded?: boolean
  /** This much of it went back (paymentStatus `partially_refunded`); ignored with `refunded`. */
  refundedCents?: number
  status?: OrderStatus
  trackingNumber?: string | null
  createdAt?: Date
}

export const SEED_ORDER_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical Way',
  city: 'London',
  state: 'LDN',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
}

/**
 * Writes an order straight into the tables, as a finished checkout would leave it, without
 * touching stock: tests of the admin's order rules set the status, payment and time they need.
 */
export async function seedOrder(db: Executor, options: SeedOrderOptions = {}): Promise<string> {
  const lines = options.lines ?? []
  const shippingCents = 500
  const subtotalCents =
    options.totalCents === undefined
      ? lines.reduce((sum, line) => sum + (line.priceCents ?? 1000) * line.quantity, 0)
      : options.totalCents - shippingCents
  const createdAt = options.createdAt ?? new Date()
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.userId ?? null,
      shippingAddress: SEED_ORDER_ADDRESS,
      shippingOption: { id: 'standard', label: 'Standard', costCents: 500, estimatedDays: 5 },
      paymentMethod: 'PayPal',
      paymentProvider: 'demo',
      paymentOrderId: `DEMO-${randomUUID()}`,
      paymentCaptureId: `CAPTURE-${randomUUID()}`,
      paymentStatus: options.refunded
        ? 'refunded'
        : (options.refundedCents ?? 0) > 0
          ? 'partially_refunded'
          : 'paid',
      refundedAmountCents: options.refunded
        ? subtotalCents + shippingCents
        : (options.refundedCents ?? 0),
      refundedAt: options.refunded ? createdAt : null,
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
      isPaid: true,
      paidAt: createdAt,
      status: options.status ?? 'Processing',
      isDelivered: options.status === 'Delivered',
      deliveredAt: options.status === 'Delivered' ? createdAt : null,
      trackingNumber: options.trackingNumber ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('Seeding an order returned no row')
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        position,
        name: line.name ?? 'Seeded item',
        image: '/uploads/seeded.webp',
        priceCents: line.priceCents ?? 1000,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
      })),
    )
  }
  return order.id
}
