import { and, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.js'
import { checkouts, type CheckoutRow, type NewCheckoutRow } from '../../db/schema/index.js'

/** A variant's stock as the finalize step checks it. */
export interface VariantStock {
  productId: string
  size: string
  color: string
  countInStock: number
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

/**
 * Marks paid, at its finalize, a checkout that store credit pays entirely: there is no capture
 * (the database allows that only when the credit is the whole total).
 */
export async function markCheckoutPaidWithCredit(
  tx: Executor,
  id: string,
  paidAt: Date,
): Promise<void> {
  await tx
    .update(checkouts)
    .set({ paymentStatus: 'paid', paidAt, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.paymentStatus, 'pending')))
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
