import type { Order } from '@shop/shared/orders'

/** A paid order of two lines, shaped like the server's answer. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
    createdAt: '2026-03-25T14:30:00.000Z',
    user: { _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', name: 'Maya Lindqvist' },
    orderItems: [
      {
        _id: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e60',
        productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
        name: 'Skate Cargo Pants',
        image: '/uploads/pants.webp',
        price: 79,
        size: 'M',
        color: 'Olive',
        quantity: 2,
      },
      {
        _id: '0a4f1f43-7c2d-4c4e-9a61-1f2b3c4d5e61',
        productId: null,
        name: 'Retired Tee',
        image: '/uploads/tee.webp',
        price: 19.99,
        size: 'S',
        color: 'Black',
        quantity: 1,
      },
    ],
    shippingAddress: {
      firstName: 'Maya',
      lastName: 'Lindqvist',
      address: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10001',
      country: 'United States',
      phone: '212 555 0100',
    },
    shippingOption: { id: 'standard', label: 'Standard Shipping', cost: 0, estimated_days: 5 },
    paymentMethod: 'PayPal',
    paymentStatus: 'paid',
    subtotal: 177.99,
    shippingCost: 0,
    totalPrice: 177.99,
    isPaid: true,
    paidAt: '2026-03-25T14:30:00.000Z',
    isDelivered: false,
    deliveredAt: null,
    status: 'Processing',
    trackingNumber: null,
    ...overrides,
  }
}
