import type { Discount } from '@shop/shared/discounts'

/** A discount code as `GET /api/admin/discounts` lists it. */
export function makeDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    _id: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    code: 'WELCOME10',
    type: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    active: true,
    timesUsed: 0,
    createdAt: '2026-03-20T09:00:00.000Z',
    updatedAt: '2026-03-20T09:00:00.000Z',
    ...overrides,
  }
}
