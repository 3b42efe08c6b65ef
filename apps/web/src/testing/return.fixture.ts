import type { Return, ReturnableLine, ReturnableOrder } from '@shop/shared/returns'

export const RETURN_ORDER_ID = '6ec0dcad-60b5-4ac4-87b7-67c49ad43450'

/** A line of a delivered order as the return flow gets it: two pairs, both returnable. */
export function makeReturnableLine(overrides: Partial<ReturnableLine> = {}): ReturnableLine {
  return {
    orderItemId: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e60',
    productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
    name: 'Skate Cargo Pants',
    image: '/uploads/pants.webp',
    price: 79,
    size: 'M',
    color: 'Olive',
    quantity: 2,
    returnable: 2,
    exchangeOptions: [
      { size: 'L', color: 'Olive', countInStock: 3 },
      { size: 'S', color: 'Olive', countInStock: 1 },
      { size: 'M', color: 'Black', countInStock: 5 },
    ],
    ...overrides,
  }
}

/** `GET /api/orders/{id}/returnable` of an order delivered in time, shaped like the server's. */
export function makeReturnableOrder(overrides: Partial<ReturnableOrder> = {}): ReturnableOrder {
  return {
    deadline: '2099-12-27T12:00:00.000Z',
    lines: [
      makeReturnableLine(),
      makeReturnableLine({
        orderItemId: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e61',
        productId: null,
        name: 'Retired Tee',
        image: '/uploads/tee.webp',
        price: 19.99,
        size: 'S',
        color: 'Black',
        quantity: 1,
        returnable: 1,
        exchangeOptions: [],
      }),
    ],
    ...overrides,
  }
}

/** A requested return of one pair for a refund, as `POST /api/returns` answers it. */
export function makeReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
    number: 'R-7K2M9Q',
    orderId: RETURN_ORDER_ID,
    status: 'requested',
    items: [
      {
        orderItemId: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e60',
        productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
        name: 'Skate Cargo Pants',
        size: 'M',
        color: 'Olive',
        quantity: 1,
        reason: 'too_small',
        refund: 79,
      },
    ],
    resolution: 'refund',
    refundAmount: 79,
    createdAt: '2026-12-01T12:00:00.000Z',
    updatedAt: '2026-12-01T12:00:00.000Z',
    ...overrides,
  }
}
