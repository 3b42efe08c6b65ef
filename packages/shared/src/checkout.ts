import { z } from 'zod'
import { idSchema, moneySchema } from './common.js'
import { discountCodeInputSchema } from './discounts.js'
import {
  CURRENCY,
  MAX_ADDRESS_FIELD_LENGTH,
  MAX_ADDRESS_LENGTH,
  MAX_CART_QUANTITY,
  MAX_CHECKOUT_AMOUNT,
  MAX_CHECKOUT_LINES,
  MIN_CART_QUANTITY,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './limits.js'
import { formatUsd } from './money.js'
import { INVALID_US_STATE_MESSAGE, usStateCode } from './us-states.js'

/** docs/product-rules.md § Limits: the payment method is always PayPal (the demo provider stands in for it). */
export const PAYMENT_METHOD = 'PayPal'
export const PAYMENT_PROVIDERS = ['demo', 'paypal'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** Where a checkout's payment stands: opened and unpaid, captured, or given back. */
export const CHECKOUT_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const
export type CheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number]

// docs/product-rules.md § Screens, § Validation and § Errors: texts the shopper reads.
export const CART_EMPTY_MESSAGE = 'Your cart is empty'
export const SELECT_SHIPPING_OPTION_MESSAGE = 'Please select a shipping option.'
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Try again.'

export const SHIPPING_OPTION_UNAVAILABLE_MESSAGE =
  'This shipping option is not available for this address.'

/** A country no zone of the shipping table covers: the rates say it, the checkout refuses it (400). */
export function shippingNotOfferedMessage(country: string): string {
  return `We do not ship to ${country} yet.`
}

export const PRICES_CHANGED_MESSAGE =
  'Prices or shipping have changed since you last looked. Please review the new total.'
export const QUOTE_EXPIRED_MESSAGE =
  'Prices are held for one hour and this checkout is older. Please review the total and confirm.'
export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout not found.'
export const PAYMENT_NOT_STARTED_MESSAGE = 'Please start the payment before confirming it.'
export const PAYMENT_NOT_FOR_CHECKOUT_MESSAGE = 'This payment does not belong to this checkout.'
export const PAYMENT_NOT_APPROVED_MESSAGE =
  'The payment has not been approved yet. Please approve it and try again.'
export const PAYMENT_DECLINED_MESSAGE =
  'Your payment was declined. Please try another payment method.'
export const PAYMENT_AMOUNT_MISMATCH_MESSAGE =
  'The payment did not match your order total, so it was refunded. Please try again.'
export const CHECKOUT_ALREADY_PAID_MESSAGE = 'This checkout is already paid.'
export const CHECKOUT_NOT_PAID_MESSAGE = 'This checkout has not been paid yet.'
export const CHECKOUT_REFUNDED_MESSAGE =
  'The payment of this checkout was refunded. Please start a new checkout.'
export const PAYMENT_STATUS_PAID_MESSAGE = 'paymentStatus must be "paid".'
export const PAYMENT_ORDER_ID_REQUIRED_MESSAGE = 'paymentDetails.orderId is required.'
export const CHECKOUT_ITEM_VARIANT_MESSAGE = 'Each item needs a size and a color.'

/** How a line of a checkout is named in messages: `Everyday Tee (M / Black)`. */
export function describeItem(item: { name: string; size: string; color: string }): string {
  return `${item.name} (${item.size} / ${item.color})`
}

/** A line whose stock cannot cover it when the checkout is created or paid (409). */
export function itemStockMessage(
  item: { name: string; size: string; color: string },
  countInStock: number,
): string {
  if (countInStock <= 0) return `Sorry, ${describeItem(item)} is sold out.`
  return `Sorry, only ${String(countInStock)} of ${describeItem(item)} left.`
}

/** A variant that no longer exists (409): the cart is out of date. */
export function itemUnavailableMessage(item: { name: string; size: string; color: string }) {
  return `Sorry, ${describeItem(item)} is no longer available.`
}

/** A line beyond MAX_CHECKOUT_AMOUNT (400). */
export function checkoutLineTooLargeMessage(
  item: { name: string; size: string; color: string },
  amountCents: number,
): string {
  return `${describeItem(item)} comes to ${formatUsd(amountCents)}; one line of an order can be at most ${formatUsd(MAX_CHECKOUT_AMOUNT * 100)}. Please lower the quantity.`
}

/** A checkout total beyond MAX_CHECKOUT_AMOUNT (400). */
export function checkoutTotalTooLargeMessage(amountCents: number): string {
  return `This order comes to ${formatUsd(amountCents)}; an order can be at most ${formatUsd(MAX_CHECKOUT_AMOUNT * 100)}. Please lower the quantities.`
}

/** The last unit went to another buyer between payment and order: the payment goes back (409). */
export function soldOutRefundedMessage(item: { name: string; size: string; color: string }) {
  return `Sorry, ${describeItem(item)} sold out before your order was placed. Your payment has been refunded.`
}

/**
 * docs/product-rules.md § Shipping rates: `United States`, `US` and `USA` are the same country (with or
 * without dots, in any case).
 */
const UNITED_STATES_NAMES = new Set(['us', 'usa', 'united states', 'united states of america'])

export function isUnitedStates(country: string): boolean {
  return UNITED_STATES_NAMES.has(
    country.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' '),
  )
}

const US_ZIP_CODE = /^\d{5}(-\d{4})?$/
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} cannot be longer than ${String(max)} characters.`)

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.'
export const INVALID_ZIP_CODE_MESSAGE = 'Please enter a valid ZIP code.'
export const DELIVERY_ADDRESS_REQUIRED_MESSAGE = 'Please fill in your delivery address.'

/** docs/product-rules.md § Entities and § Validation, Checkout: every delivery field is required. */
export const shippingAddressSchema = z
  .object(
    {
      firstName: requiredText('First name', MAX_ADDRESS_FIELD_LENGTH),
      lastName: requiredText('Last name', MAX_ADDRESS_FIELD_LENGTH),
      address: requiredText('Address', MAX_ADDRESS_LENGTH),
      city: requiredText('City', MAX_ADDRESS_FIELD_LENGTH),
      state: requiredText('State', MAX_ADDRESS_FIELD_LENGTH),
      postalCode: requiredText('Postal code', MAX_ADDRESS_FIELD_LENGTH),
      country: requiredText('Country', MAX_ADDRESS_FIELD_LENGTH),
      phone: requiredText('Phone', MAX_ADDRESS_FIELD_LENGTH)
        .regex(PHONE_CHARACTERS, INVALID_PHONE_MESSAGE)
        .refine((phone) => {
          const digits = phone.replace(/\D/g, '').length
          return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
        }, INVALID_PHONE_MESSAGE),
    },
    { error: DELIVERY_ADDRESS_REQUIRED_MESSAGE },
  )
  .superRefine((address, context) => {
    if (!isUnitedStates(address.country)) return
    // A US address is checked against the ZIP format the checkout form fills city and state from,
    // and names a state the shop knows, so no tax is missed on one it could not read.
    if (!US_ZIP_CODE.test(address.postalCode)) {
      context.addIssue({ code: 'custom', path: ['postalCode'], message: INVALID_ZIP_CODE_MESSAGE })
    }
    if (address.state !== '' && usStateCode(address.state) === undefined) {
      context.addIssue({ code: 'custom', path: ['state'], message: INVALID_US_STATE_MESSAGE })
    }
  })
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

/** An address in an answer: checked when it was given, so a later rule change never breaks old orders. */
export const savedShippingAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
})

const quantitySchema = z
  .number({ error: 'Quantity must be a whole number.' })
  .int('Quantity must be a whole number.')
  .min(MIN_CART_QUANTITY, `Quantity must be at least ${String(MIN_CART_QUANTITY)}.`)
  .max(MAX_CART_QUANTITY, `Quantity cannot be more than ${String(MAX_CART_QUANTITY)}.`)

const productIdSchema = z
  .string({ error: 'productId is required.' })
  .min(1, 'productId is required.')

const tooManyLinesMessage = `An order can hold at most ${String(MAX_CHECKOUT_LINES)} different items.`

/**
 * `POST /api/shipping/rates` (public). Only the country of the address matters; prices come
 * from the database by `productId`, so any `price` the client sends is ignored.
 */
export const shippingRatesBodySchema = z.object({
  address: z.object(
    { country: requiredText('Country', MAX_ADDRESS_FIELD_LENGTH) },
    { error: 'Country is required.' },
  ),
  products: z
    .array(z.object({ productId: productIdSchema, quantity: quantitySchema }), {
      error: 'products must be a list.',
    })
    .max(MAX_CHECKOUT_LINES, tooManyLinesMessage)
    .default([]),
})
export type ShippingRatesBody = z.infer<typeof shippingRatesBodySchema>

/** docs/product-rules.md § Entities, Shipping option; `estimated_days` may be null. */
export const shippingOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  cost: moneySchema,
  estimated_days: z.number().int().nullable(),
})
export type ShippingOption = z.infer<typeof shippingOptionSchema>

/**
 * The options for an address. A country no zone of the shipping table covers gets no options
 * and a `message` that says so (docs/product-rules.md § Shipping rates).
 */
export const shippingRatesSchema = z.object({
  options: z.array(shippingOptionSchema),
  message: z.string().optional(),
})
export type ShippingRates = z.infer<typeof shippingRatesSchema>

/**
 * A line as the client saw it. Name and image are ignored (the server copies its own); `price`,
 * when given, is the unit price the shopper was shown and must still be the current one.
 */
export const checkoutItemInputSchema = z.object({
  productId: productIdSchema,
  size: z
    .string({ error: CHECKOUT_ITEM_VARIANT_MESSAGE })
    .trim()
    .min(1, CHECKOUT_ITEM_VARIANT_MESSAGE)
    .max(MAX_ADDRESS_FIELD_LENGTH, CHECKOUT_ITEM_VARIANT_MESSAGE),
  color: z
    .string({ error: CHECKOUT_ITEM_VARIANT_MESSAGE })
    .trim()
    .min(1, CHECKOUT_ITEM_VARIANT_MESSAGE)
    .max(MAX_ADDRESS_FIELD_LENGTH, CHECKOUT_ITEM_VARIANT_MESSAGE),
  quantity: quantitySchema,
  price: moneySchema.optional(),
})
export type CheckoutItemInput = z.infer<typeof checkoutItemInputSchema>

/** `POST /api/checkout` (docs/product-rules.md § Checkout): the server recomputes every figure. */
export const createCheckoutBodySchema = z.object({
  checkoutItems: z
    .array(checkoutItemInputSchema, { error: CART_EMPTY_MESSAGE })
    .min(1, CART_EMPTY_MESSAGE)
    .max(MAX_CHECKOUT_LINES, tooManyLinesMessage),
  shippingAddress: shippingAddressSchema,
  shippingOption: z.object(
    {
      id: z
        .string({ error: SELECT_SHIPPING_OPTION_MESSAGE })
        .min(1, SELECT_SHIPPING_OPTION_MESSAGE),
      /** The cost the shopper was shown; the server's own cost decides. */
      cost: moneySchema.optional(),
    },
    { error: SELECT_SHIPPING_OPTION_MESSAGE },
  ),
  paymentMethod: z
    .literal(PAYMENT_METHOD, { error: `Payment method must be ${PAYMENT_METHOD}.` })
    .default(PAYMENT_METHOD),
  totalPrice: z
    .number({ error: 'totalPrice must be a number.' })
    .nonnegative('totalPrice must be a number.'),
  /** docs/product-rules.md § Money: a code the shopper applied; one that does not apply is a 409. */
  discountCode: discountCodeInputSchema.nullish(),
  /**
   * Spend the caller's store credit on it: up to the total, kept on the checkout as
   * `storeCreditApplied`; the payment takes the rest (`amountDue`).
   */
  useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false.' }).optional(),
})
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>
/** What a client may send: `paymentMethod` can be left out. */
export type CreateCheckoutInput = z.input<typeof createCheckoutBodySchema>

/** A checkout line as stored: name, image and price copied from the product at creation. */
export const checkoutItemSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  price: moneySchema,
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** price × quantity, from the server's pricing (the web never multiplies money). */
  lineTotal: moneySchema,
})
export type CheckoutItem = z.infer<typeof checkoutItemSchema>

/**
 * docs/product-rules.md § Entities, Checkout, with the server's figures (docs/product-rules.md § Money: `totalPrice` =
 * subtotal − discount + shippingCost + tax). `expiresAt`: after it the prices no longer hold.
 */
export const checkoutSchema = z.object({
  _id: idSchema,
  checkoutItems: z.array(checkoutItemSchema),
  shippingAddress: savedShippingAddressSchema,
  shippingOption: shippingOptionSchema,
  paymentMethod: z.string(),
  subtotal: moneySchema,
  discount: moneySchema,
  discountCode: z.string().nullable(),
  shippingCost: moneySchema,
  tax: moneySchema,
  /** The order's total; store credit pays part of it, the payment the rest. */
  totalPrice: moneySchema,
  /** The store credit this checkout spends (0 without `useStoreCredit`). */
  storeCreditApplied: moneySchema,
  /** What the payment takes: `totalPrice` − `storeCreditApplied`; 0 needs no payment step. */
  amountDue: moneySchema,
  expiresAt: z.iso.datetime(),
  paymentStatus: z.enum(CHECKOUT_PAYMENT_STATUSES),
  isPaid: z.boolean(),
  paidAt: z.iso.datetime().nullable(),
  isFinalized: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type Checkout = z.infer<typeof checkoutSchema>

/**
 * A 409 of `POST /api/checkout` or of paying a checkout. When prices, shipping, the discount, tax
 * or the total changed (or the checkout's hour ran out) it carries the fresh figures, so the page
 * can show them and ask the shopper to confirm.
 */
export const checkoutConflictSchema = z.object({
  message: z.string(),
  checkoutItems: z.array(checkoutItemSchema).optional(),
  shippingOption: shippingOptionSchema.optional(),
  subtotal: moneySchema.optional(),
  discount: moneySchema.optional(),
  discountCode: z.string().nullable().optional(),
  discountMessage: z.string().optional(),
  shippingCost: moneySchema.optional(),
  tax: moneySchema.optional(),
  totalPrice: moneySchema.optional(),
  /** With store credit: what the balance covers now, and what is left to pay. */
  storeCreditApplied: moneySchema.optional(),
  amountDue: moneySchema.optional(),
})
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>

/** `POST /api/checkout/{id}/payment`: the provider's order the buyer approves. */
export const checkoutPaymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.string(),
})
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>

/**
 * `PUT /api/checkout/{id}/pay`. Only `orderId` is read from the details; the server asks the
 * provider for the rest, so other fields the browser SDK returns are ignored.
 */
export const payCheckoutBodySchema = z.object({
  paymentStatus: z.literal('paid', { error: PAYMENT_STATUS_PAID_MESSAGE }),
  paymentDetails: z.object(
    {
      orderId: z
        .string({ error: PAYMENT_ORDER_ID_REQUIRED_MESSAGE })
        .trim()
        .min(1, PAYMENT_ORDER_ID_REQUIRED_MESSAGE)
        .max(MAX_ADDRESS_FIELD_LENGTH, PAYMENT_ORDER_ID_REQUIRED_MESSAGE),
    },
    { error: PAYMENT_ORDER_ID_REQUIRED_MESSAGE },
  ),
})
export type PayCheckoutBody = z.infer<typeof payCheckoutBodySchema>

/**
 * `GET /api/checkout/payment-config` (public): which payment the page shows. `clientId` is the
 * PayPal client id the browser SDK loads with (null for the demo provider).
 */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  clientId: z.string().nullable(),
  currency: z.literal(CURRENCY),
})
export type PaymentConfig = z.infer<typeof paymentConfigSchema>

/**
 * `GET /api/shipping/address-autocomplete` (public): the browser key of the Maps JavaScript API
 * when the shop offers Google Places address autocomplete at checkout, else null.
 */
export const addressAutocompleteConfigSchema = z.object({
  googleMapsApiKey: z.string().nullable(),
})
export type AddressAutocompleteConfig = z.infer<typeof addressAutocompleteConfigSchema>

/**
 * `POST /api/checkout/quote` (docs/product-rules.md § Money): what a basket costs the caller now. Only the
 * address's country and state matter; without an address or option, shipping and tax are 0.
 */
export const quoteBodySchema = z.object({
  checkoutItems: createCheckoutBodySchema.shape.checkoutItems,
  shippingAddress: z
    .object({
      country: requiredText('Country', MAX_ADDRESS_FIELD_LENGTH),
      state: z.string().trim().max(MAX_ADDRESS_FIELD_LENGTH, 'State is too long.').optional(),
    })
    .refine(
      ({ country, state }) =>
        !isUnitedStates(country) || !state || usStateCode(state) !== undefined,
      { path: ['state'], message: INVALID_US_STATE_MESSAGE },
    )
    .nullish(),
  shippingOptionId: z.string().trim().min(1, SELECT_SHIPPING_OPTION_MESSAGE).nullish(),
  discountCode: discountCodeInputSchema.nullish(),
  useStoreCredit: createCheckoutBodySchema.shape.useStoreCredit,
})
export type QuoteBody = z.infer<typeof quoteBodySchema>
export type QuoteInput = z.input<typeof quoteBodySchema>

/**
 * The server's figures for a basket. `discountCode` is the code that applies (null when none
 * does, with the reason in `discountMessage`); `shippingOption` is the one priced, if any;
 * `storeCreditApplied` and `amountDue` split the total between store credit and the payment;
 * `freeShippingRemaining` is what the goods lack for a free rate (0 when they have it): of the
 * address's zone, or without an address of every zone; absent when there is no such rate.
 */
export const quoteSchema = z.object({
  items: z.array(checkoutItemSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  /** The caller's store credit spent on it: up to the total with `useStoreCredit`, else 0. */
  storeCreditApplied: moneySchema,
  /** `total` − `storeCreditApplied`: what the payment would take. */
  amountDue: moneySchema,
  discountCode: z.string().nullable(),
  discountMessage: z.string().optional(),
  shippingOption: shippingOptionSchema.nullable(),
  freeShippingRemaining: moneySchema.optional(),
})
export type Quote = z.infer<typeof quoteSchema>
