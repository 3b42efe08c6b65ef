import { REST_OF_WORLD, type ShippingTableBody } from '@shop/shared/shipping-table'

/**
 * The demo shop's shipping table (docs/product-rules.md § Shipping rates). It keeps the spec's
 * promise, "free shipping over $100", true everywhere: standard shipping is free over $100 in
 * every zone, so the storefront's texts derived from the table make it.
 */
export const DEMO_SHIPPING_TABLE: ShippingTableBody = {
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      rates: [
        { id: 'standard', label: 'Standard Shipping', cost: 5.99, estimatedDays: 5, freeOver: 100 },
        { id: 'express', label: 'Express Shipping', cost: 14.99, estimatedDays: 2 },
        { id: 'overnight', label: 'Overnight Shipping', cost: 29.99, estimatedDays: 1 },
      ],
    },
    {
      name: 'Rest of the world',
      countries: REST_OF_WORLD,
      rates: [
        {
          id: 'international_standard',
          label: 'International Standard',
          cost: 19.99,
          estimatedDays: 10,
          freeOver: 100,
        },
        {
          id: 'international_express',
          label: 'International Express',
          cost: 39.99,
          estimatedDays: 5,
        },
      ],
    },
  ],
}
