import type {
  Checkout,
  CheckoutConflict,
  CheckoutItem,
  Quote,
  ShippingOption,
} from '@shop/shared/checkout'

export const STANDARD: ShippingOption = {
  id: 'standard',
  label: 'Standard Shipping',
  cost: 5.99,
  estimated_days: 5,
}
export const EXPRESS: ShippingOption = {
  id: 'express',
  label: 'Express Shipping',
  cost: 14.99,
  estimated_days: 2,
}
/** The shipping options of a US address, as `POST /api/shipping/rates` answers them. */
export const US_OPTIONS: ShippingOption[] = [STANDARD, EXPRESS]

/** One pair of Skate Cargo Pants at $79, as the server prices a checkout line. */
export const pantsItem: CheckoutItem = {
  productId: '65b6bd83-c661-4a15-99f0-2677d19e87e0',
  name: 'Skate Cargo Pants',
  image: '/uploads/pants.webp',
  price: 79,
  size: 'M',
  color: 'Olive',
  quantity: 1,
  lineTotal: 79,
}

/**
 * The server's quote for the pants with no option chosen yet; tests override the figures. No
 * store credit is spent unless the test says so, so the amount due is the total.
 */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  const total = overrides.total ?? 79
  return {
    items: [pantsItem],
    subtotal: 79,
    discount: 0,
    shipping: 0,
    tax: 0,
    total,
    storeCreditApplied: 0,
    amountDue: total,
    discountCode: null,
    shippingOption: null,
    freeShippingRemaining: 21.01,
    ...overrides,
  }
}

/** A created checkout of the pants with standard shipping, shaped like the server's answer. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const totalPrice = overrides.totalPrice ?? 84.99
  return {
    _id: 'chk-1',
    checkoutItems: [pantsItem],
    shippingAddress: {
      firstName: 'Maya',
      lastName: 'Lindqvist',
      address: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10002',
      country: 'United States',
      phone: '212 555 0100',
    },
    shippingOption: STANDARD,
    paymentMethod: 'PayPal',
    subtotal: 79,
    discount: 0,
    discountCode: null,
    shippingCost: 5.99,
    tax: 0,
    totalPrice,
    storeCreditApplied: 0,
    amountDue: totalPrice,
    expiresAt: '2026-03-25T15:30:00.000Z',
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    isFinalized: false,
    createdAt: '2026-03-25T14:30:00.000Z',
    ...overrides,
  }
}

/** A 409 with the server's fresh figures: the pants went up to $89 since the shopper looked. */
export function makePriceConflict(message: string): CheckoutConflict {
  return {
    message,
    checkoutItems: [{ ...pantsItem, price: 89, lineTotal: 89 }],
    shippingOption: STANDARD,
    subtotal: 89,
    discount: 0,
    discountCode: null,
    shippingCost: 5.99,
    tax: 0,
    totalPrice: 94.99,
  }
}
