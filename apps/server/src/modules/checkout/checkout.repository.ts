import type { ProductImage } from '@shop/shared/catalog'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import {
  checkouts,
  productVariants,
  products,
  type CheckoutRow,
  type NewCheckoutRow,
} from '../../db/schema/index.js'

/** A product as the checkout prices it: current price, first image and every variant's stock. */
export interface CatalogProduct {
  id: string
  name: string
  images: ProductImage[]
  priceCents: number
  variants: VariantStock[]
}

export interface VariantStock {
  productId: string
  size: string
  color: string
  countInStock: number
}

/** The products among `ids` that exist, with their variants. */
export async function findCatalogProducts(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, CatalogProduct>> {
  const found = new Map<string, CatalogProduct>()
  if (ids.length === 0) return found
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      priceCents: products.priceCents,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.id, [...ids]))
  for (const row of rows) {
    const product = found.get(row.id) ?? {
      id: row.id,
      name: row.name,
      images: row.images,
      priceCents: row.priceCents,
      variants: [],
    }
    if (row.size !== null && row.color !== null && row.countInStock !== null) {
      product.variants.push({
        productId: row.id,
        size: row.size,
        color: row.color,
        countInStock: row.countInStock,
      })
    }
    found.set(row.id, product)
  }
  return found
}

/** The current stock of every variant of these products (a read, nothing locked). */
export async function findVariantStocks(
  db: Executor,
  productIds: readonly string[],
): Promise<VariantStock[]> {
  if (productIds.length === 0) return []
  return db
    .select({
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
}

export async function insertCheckout(db: Executor, row: NewCheckoutRow): Promise<CheckoutRow> {
  const [inserted] = await db.insert(checkouts).values(row).returning()
  if (!inserted) throw new Error('Inserting a checkout returned no row')
  return inserted
}

const ownedCheckout = (userId: string, id: string) =>
  and(eq(checkouts.id, id), eq(checkouts.userId, userId))

export async function findCheckoutOfUser(
  db: Executor,
  userId: string,
  id: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(ownedCheckout(userId, id))
  return row
}

/** The caller's checkout, locked until the transaction ends: finalizations of it run one by one. */
export async function lockCheckoutOfUser(
  tx: Executor,
  userId: string,
  id: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkouts).where(ownedCheckout(userId, id)).for('update')
  return row
}

/** Records the provider's order opened for an unpaid checkout (the previous one is forgotten). */
export async function setPaymentOrder(
  db: Executor,
  id: string,
  payment: { provider: NonNullable<CheckoutRow['paymentProvider']>; orderId: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({
      paymentProvider: payment.provider,
      paymentOrderId: payment.orderId,
      updatedAt: new Date(),
    })
    .where(and(eq(checkouts.id, id), eq(checkouts.paymentStatus, 'pending')))
    .returning()
  return row
}

/**
 * Marks a checkout paid with the provider's capture, only while it is unpaid and still waits
 * for that very payment; undefined when something else happened first.
 */
export async function markCheckoutPaid(
  db: Executor,
  id: string,
  payment: { orderId: string; captureId: string; paidAt: Date },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({
      paymentStatus: 'paid',
      paymentCaptureId: payment.captureId,
      paidAt: payment.paidAt,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(checkouts.id, id),
        eq(checkouts.paymentStatus, 'pending'),
        eq(checkouts.paymentOrderId, payment.orderId),
      ),
    )
    .returning()
  return row
}

export async function markCheckoutRefunded(
  db: Executor,
  id: string,
  refundId: string,
): Promise<void> {
  const now = new Date()
  await db
    .update(checkouts)
    .set({ paymentStatus: 'refunded', refundId, refundedAt: now, updatedAt: now })
    .where(and(eq(checkouts.id, id), eq(checkouts.paymentStatus, 'paid')))
}

export async function markCheckoutFinalized(tx: Executor, id: string): Promise<void> {
  const now = new Date()
  await tx
    .update(checkouts)
    .set({ finalizedAt: now, updatedAt: now })
    .where(and(eq(checkouts.id, id), isNull(checkouts.finalizedAt)))
}
