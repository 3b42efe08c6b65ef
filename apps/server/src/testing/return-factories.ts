import { and, eq } from 'drizzle-orm'
import type { Executor } from '../db/client.js'
import { orderItems, orders, productVariants } from '../db/schema/index.js'
import { seedProduct, variant } from './factories.js'
import { seedOrder } from './order-factories.js'

/*
 * What the returns tests share: a tee sold in sizes, and a delivered order of it whose figures
 * (discount, shipping, tax) are set as a checkout would have left them.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** A tee in M, L and XL (L has one unit left, XL none) and a hoodie in M. */
export async function seedReturnCatalogue(db: Executor) {
  const tee = await seedProduct(db, {
    name: 'Return Test Tee',
    price: 20,
    variants: [
      variant({ size: 'M', color: 'Black', countInStock: 5 }),
      variant({ size: 'L', color: 'Black', countInStock: 1 }),
      variant({ size: 'XL', color: 'Black', countInStock: 0 }),
    ],
  })
  const hoodie = await seedProduct(db, {
    name: 'Return Test Hoodie',
    price: 45,
    variants: [variant({ size: 'M', color: 'Grey', countInStock: 3 })],
  })
  return { tee, hoodie }
}

export interface DeliveredOrderOptions {
  userId: string
  tee: string
  hoodie: string
  /** Days since delivery; the window is 30. */
  deliveredDaysAgo?: number
  status?: 'Processing' | 'Shipped' | 'Delivered'
}

/**
 * Three tees at $20.00 and a hoodie at $45.00, 10 % off the goods ($10.50), $5.00 shipping and
 * 8.875 % tax on the rest ($9,950 → $8.83): $108.33 paid. docs/decisions/031 works its refunds.
 */
export async function seedDeliveredOrder(db: Executor, options: DeliveredOrderOptions) {
  const deliveredAt = new Date(Date.now() - (options.deliveredDaysAgo ?? 2) * DAY_MS)
  const status = options.status ?? 'Delivered'
  const orderId = await seedOrder(db, {
    userId: options.userId,
    status,
    lines: [
      {
        productId: options.tee,
        name: 'Return Test Tee',
        size: 'M',
        color: 'Black',
        quantity: 3,
        priceCents: 2000,
      },
      {
        productId: options.hoodie,
        name: 'Return Test Hoodie',
        size: 'M',
        color: 'Grey',
        quantity: 1,
        priceCents: 4500,
      },
    ],
  })
  await db
    .update(orders)
    .set({
      subtotalCents: 10_500,
      discountCents: 1050,
      goodsDiscountCents: 1050,
      shippingCents: 500,
      taxCents: 883,
      totalCents: 10_833,
      shippedAt: status === 'Processing' ? null : deliveredAt,
      deliveredAt: status === 'Delivered' ? deliveredAt : null,
    })
    .where(eq(orders.id, orderId))
  const lines = await db
    .select({ id: orderItems.id, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position)
  const [teeLine, hoodieLine] = lines
  if (!teeLine || !hoodieLine) throw new Error('The seeded order has no lines')
  return { orderId, teeLine: teeLine.id, hoodieLine: hoodieLine.id }
}

export async function stockOf(db: Executor, productId: string, size: string): Promise<number> {
  const [row] = await db
    .select({ countInStock: productVariants.countInStock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
  if (!row) throw new Error(`No variant ${size} of ${productId}`)
  return row.countInStock
}

export async function setStock(
  db: Executor,
  productId: string,
  size: string,
  countInStock: number,
): Promise<void> {
  await db
    .update(productVariants)
    .set({ countInStock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
}
