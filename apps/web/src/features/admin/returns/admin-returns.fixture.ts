import type { AdminReturn, ReturnItem } from '@shop/shared/returns'

/** Two units of a tee sent back too small, for their money. */
export const TEE_LINE: ReturnItem = {
  orderItemId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  productId: '0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d',
  name: 'Everyday Tee',
  size: 'S',
  color: 'Black',
  quantity: 2,
  reason: 'too_small',
  refund: 42.5,
}

/** Jeans exchanged for the next size down. */
export const JEANS_LINE: ReturnItem = {
  orderItemId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  productId: '2f4a6c8e-0b1d-4e6a-9b7d-0d5e8a2b1c3f',
  name: 'Relaxed Jeans',
  size: '30',
  color: 'Indigo',
  quantity: 1,
  reason: 'too_large',
  exchangeFor: { size: '28', color: 'Indigo' },
  refund: 0,
}

/**
 * A requested return of two lines of one order, as `GET /api/admin/returns/:id` answers it: a
 * tee sent back too small for its money, and jeans exchanged for the next size.
 */
export function makeAdminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    _id: '5d1f0c2e-7a3b-4c8d-9e0f-1a2b3c4d5e6f',
    number: 'R-7K2M9Q',
    orderId: '6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
    status: 'requested',
    items: [TEE_LINE, JEANS_LINE],
    resolution: 'refund',
    refundAmount: 42.5,
    note: 'The tee shrank a little, and the jeans are loose at the waist.',
    createdAt: '2026-03-25T14:30:00.000Z',
    updatedAt: '2026-03-25T14:30:00.000Z',
    customer: {
      _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
      name: 'Maya Lindqvist',
      email: 'maya@example.com',
    },
    ...overrides,
  }
}
