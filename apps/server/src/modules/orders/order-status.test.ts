import { REFUNDED_ORDER_STATUS_MESSAGE } from '@shop/shared/order-status-moves'
import { expect, test } from 'vitest'
import {
  planOrderRefund,
  planOrderUpdate,
  refusalOfUpdate,
  type OrderFulfilment,
} from './order-status.js'

const NOW = new Date('2025-03-01T12:00:00Z')
const EARLIER = new Date('2025-02-20T09:30:00Z')

const processing: OrderFulfilment = {
  status: 'Processing',
  trackingNumber: null,
  isDelivered: false,
  deliveredAt: null,
  shippedAt: null,
}

test('the admin picks any status freely, in any direction', () => {
  const delivered = { ...processing, status: 'Delivered' as const, isDelivered: true }
  expect(planOrderUpdate(delivered, { status: 'Processing' }, NOW).fulfilment.status).toBe(
    'Processing',
  )
  expect(planOrderUpdate(processing, { status: 'Shipped' }, NOW).fulfilment.status).toBe('Shipped')
})

test('saving a tracking number sets the order to Shipped', () => {
  expect(planOrderUpdate(processing, { trackingNumber: '1Z999' }, NOW)).toEqual({
    fulfilment: {
      status: 'Shipped',
      trackingNumber: '1Z999',
      isDelivered: false,
      deliveredAt: null,
      shippedAt: NOW,
    },
    stockMove: 'none',
    customerMail: 'order_shipped',
  })
})

test('a new tracking number wins over another status sent with it, but not over Delivered', () => {
  expect(
    planOrderUpdate(processing, { status: 'Processing', trackingNumber: '1Z1' }, NOW).fulfilment
      .status,
  ).toBe('Shipped')
  expect(
    planOrderUpdate(processing, { status: 'Delivered', trackingNumber: '1Z1' }, NOW).fulfilment,
  ).toEqual({
    status: 'Delivered',
    trackingNumber: '1Z1',
    isDelivered: true,
    deliveredAt: NOW,
    shippedAt: null,
  })
})

test('the same tracking number sent again does not undo a status change made with it', () => {
  const shipped = { ...processing, status: 'Shipped' as const, trackingNumber: '1Z1' }
  const plan = planOrderUpdate(shipped, { status: 'Cancelled', trackingNumber: '1Z1' }, NOW)
  expect(plan.fulfilment.status).toBe('Cancelled')
  expect(plan.stockMove).toBe('return')
})

test('an empty tracking number clears it without changing the status', () => {
  const shipped = {
    ...processing,
    status: 'Shipped' as const,
    trackingNumber: '1Z1',
    shippedAt: EARLIER,
  }
  expect(planOrderUpdate(shipped, { trackingNumber: '' }, NOW).fulfilment).toEqual({
    ...shipped,
    trackingNumber: null,
  })
})

test('Delivered stamps the delivery time; staying Delivered keeps the first stamp', () => {
  const delivered = planOrderUpdate(processing, { status: 'Delivered' }, NOW).fulfilment
  expect(delivered).toMatchObject({ isDelivered: true, deliveredAt: NOW })
  const again = planOrderUpdate(
    { ...delivered, deliveredAt: EARLIER },
    { status: 'Delivered' },
    NOW,
  )
  expect(again.fulfilment.deliveredAt).toBe(EARLIER)
})

test('leaving Delivered clears the delivery flag and time', () => {
  const delivered = {
    status: 'Delivered' as const,
    trackingNumber: 'X',
    isDelivered: true,
    deliveredAt: EARLIER,
    shippedAt: EARLIER,
  }
  expect(planOrderUpdate(delivered, { status: 'Shipped' }, NOW).fulfilment).toMatchObject({
    isDelivered: false,
    deliveredAt: null,
  })
})

test('cancelling returns the units, leaving Cancelled takes them, anything else moves none', () => {
  const cancelled = { ...processing, status: 'Cancelled' as const }
  expect(planOrderUpdate(processing, { status: 'Cancelled' }, NOW).stockMove).toBe('return')
  expect(planOrderUpdate(cancelled, { status: 'Cancelled' }, NOW).stockMove).toBe('none')
  expect(planOrderUpdate(cancelled, { status: 'Delivered' }, NOW).stockMove).toBe('take')
  expect(planOrderUpdate(cancelled, { trackingNumber: '1Z1' }, NOW).stockMove).toBe('take')
  expect(planOrderUpdate(processing, { status: 'Shipped' }, NOW).stockMove).toBe('none')
  expect(planOrderUpdate(processing, {}, NOW)).toEqual({
    fulfilment: processing,
    stockMove: 'none',
    customerMail: null,
  })
})

test('the customer is mailed when the order ships, ships with a new number, or is cancelled', () => {
  const shipped = { ...processing, status: 'Shipped' as const, trackingNumber: '1Z1' }
  const cancelled = { ...processing, status: 'Cancelled' as const }
  const mailOf = (current: OrderFulfilment, body: Parameters<typeof planOrderUpdate>[1]) =>
    planOrderUpdate(current, body, NOW).customerMail
  expect(mailOf(processing, { status: 'Shipped' })).toBe('order_shipped')
  expect(mailOf(shipped, { trackingNumber: '1Z2' })).toBe('order_shipped')
  expect(mailOf(processing, { status: 'Cancelled' })).toBe('order_cancelled')
  expect(mailOf(shipped, { status: 'Cancelled', trackingNumber: '1Z1' })).toBe('order_cancelled')
  // Saving what is already there, delivering, or taking a cancellation back mails nobody.
  expect(mailOf(shipped, { status: 'Shipped', trackingNumber: '1Z1' })).toBeNull()
  expect(mailOf(cancelled, { status: 'Cancelled' })).toBeNull()
  expect(mailOf(shipped, { status: 'Delivered' })).toBeNull()
  expect(mailOf(cancelled, { status: 'Processing' })).toBeNull()
})

test('a refund alone keeps the status, moves no stock and mails the refund', () => {
  const delivered = { ...processing, status: 'Delivered' as const, isDelivered: true }
  expect(planOrderRefund(delivered, { shouldCancel: false, isNewRefund: true }, NOW)).toEqual({
    isNewRefund: true,
    update: null,
    customerMail: 'order_refunded',
  })
})

test('refund and cancel: Cancelled by the status rules, units back once, one cancellation mail', () => {
  const shipped = { ...processing, status: 'Shipped' as const, trackingNumber: '1Z1' }
  const plan = planOrderRefund(shipped, { shouldCancel: true, isNewRefund: true }, NOW)
  expect(plan.isNewRefund).toBe(true)
  expect(plan.update).toMatchObject({
    fulfilment: { status: 'Cancelled', trackingNumber: '1Z1' },
    stockMove: 'return',
  })
  expect(plan.customerMail).toBe('order_cancelled')

  // Cancelled earlier without a refund: the units are already back; the buyer hears of the refund.
  const cancelled = { ...processing, status: 'Cancelled' as const }
  const later = planOrderRefund(cancelled, { shouldCancel: true, isNewRefund: true }, NOW)
  expect(later.update?.stockMove).toBe('none')
  expect(later.customerMail).toBe('order_refunded')
})

test('a refund repeated mails nobody; with cancel it still cancels an order refunded before', () => {
  const refunded = processing
  expect(planOrderRefund(refunded, { shouldCancel: false, isNewRefund: false }, NOW)).toEqual({
    isNewRefund: false,
    update: null,
    customerMail: null,
  })
  const cancelling = planOrderRefund(refunded, { shouldCancel: true, isNewRefund: false }, NOW)
  expect(cancelling).toMatchObject({ isNewRefund: false, customerMail: 'order_cancelled' })
  expect(cancelling.update?.stockMove).toBe('return')
  const again = { ...refunded, status: 'Cancelled' as const }
  expect(
    planOrderRefund(again, { shouldCancel: true, isNewRefund: false }, NOW).customerMail,
  ).toBeNull()
})

test('the first Shipped stamps shippedAt, which stays through delivery, a new number and a cancellation', () => {
  const shipped = planOrderUpdate(processing, { status: 'Shipped' }, NOW).fulfilment
  expect(shipped.shippedAt).toBe(NOW)
  const later = new Date('2025-03-05T08:00:00Z')
  const stamped = { ...shipped, shippedAt: EARLIER }
  expect(planOrderUpdate(stamped, { status: 'Delivered' }, later).fulfilment.shippedAt).toBe(
    EARLIER,
  )
  expect(planOrderUpdate(stamped, { trackingNumber: '1Z2' }, later).fulfilment.shippedAt).toBe(
    EARLIER,
  )
  expect(planOrderUpdate(stamped, { status: 'Processing' }, later).fulfilment.shippedAt).toBe(
    EARLIER,
  )
  expect(planOrderUpdate(stamped, { status: 'Cancelled' }, later).fulfilment.shippedAt).toBe(
    EARLIER,
  )
  // A tracking number ships it; delivering what never was marked Shipped stamps nothing.
  expect(planOrderUpdate(processing, { trackingNumber: '1Z1' }, NOW).fulfilment.shippedAt).toBe(NOW)
  expect(planOrderUpdate(processing, { status: 'Delivered' }, NOW).fulfilment.shippedAt).toBeNull()
})

test('a partly refunded order is fulfilled as any other; only a whole refund closes it', () => {
  const shipped = planOrderUpdate(processing, { status: 'Shipped' }, NOW)
  expect(refusalOfUpdate({ ...processing, paymentStatus: 'partially_refunded' }, shipped)).toBe(
    undefined,
  )
  expect(refusalOfUpdate({ ...processing, paymentStatus: 'refunded' }, shipped)).toBe(
    REFUNDED_ORDER_STATUS_MESSAGE,
  )
})
