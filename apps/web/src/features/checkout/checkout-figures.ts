import {
  checkoutConflictSchema,
  type Checkout,
  type CheckoutConflict,
  type CheckoutItem,
  type Quote,
  type ShippingOption,
} from '@shop/shared/checkout'

/**
 * The server's money figures for one basket, whichever answer brought them (a quote, a created
 * checkout or a 409). The page only shows them: docs/product-rules.md § Money, the web never adds money.
 */
export interface CheckoutFigures {
  items: CheckoutItem[]
  subtotal: number
  discount: number
  /** The code that applies; null when none does. */
  discountCode: string | null
  /** Why the code given does not apply, when it does not. */
  discountMessage: string | null
  /** The option priced; null until the shopper chose one. */
  shippingOption: ShippingOption | null
  shipping: number
  tax: number
  total: number
  /** The store credit spent on it (0 without the switch on), and what the payment takes. */
  storeCreditApplied: number
  amountDue: number
}

export function figuresOfQuote(quote: Quote): CheckoutFigures {
  return {
    items: quote.items,
    subtotal: quote.subtotal,
    discount: quote.discount,
    discountCode: quote.discountCode,
    discountMessage: quote.discountMessage ?? null,
    shippingOption: quote.shippingOption,
    shipping: quote.shipping,
    tax: quote.tax,
    total: quote.total,
    storeCreditApplied: quote.storeCreditApplied,
    amountDue: quote.amountDue,
  }
}

export function figuresOfCheckout(checkout: Checkout): CheckoutFigures {
  return {
    items: checkout.checkoutItems,
    subtotal: checkout.subtotal,
    discount: checkout.discount,
    discountCode: checkout.discountCode,
    discountMessage: null,
    shippingOption: checkout.shippingOption,
    shipping: checkout.shippingCost,
    tax: checkout.tax,
    total: checkout.totalPrice,
    storeCreditApplied: checkout.storeCreditApplied,
    amountDue: checkout.amountDue,
  }
}

/** A 409 whose body carries the fresh figures, with the server's message. */
export interface PriceChange {
  message: string
  figures: CheckoutFigures
}

type FreshConflict = CheckoutConflict & {
  checkoutItems: CheckoutItem[]
  subtotal: number
  totalPrice: number
}

function isFresh(conflict: CheckoutConflict): conflict is FreshConflict {
  return (
    conflict.checkoutItems !== undefined &&
    conflict.subtotal !== undefined &&
    conflict.totalPrice !== undefined
  )
}

/**
 * The fresh figures of a 409 of `POST /api/checkout`, `/payment`, `/pay` or `/finalize`
 * (docs/product-rules.md § Money; store credit spent elsewhere, docs/decisions/033-store-credit.md),
 * or null for any other failure (a sold-out line carries no figures: nothing to confirm).
 */
export function readPriceChange(error: unknown): PriceChange | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  if (error.status !== 409 || !('data' in error)) return null
  const parsed = checkoutConflictSchema.safeParse(error.data)
  if (!parsed.success || !isFresh(parsed.data)) return null
  const conflict = parsed.data
  return {
    message: conflict.message,
    figures: {
      items: conflict.checkoutItems,
      subtotal: conflict.subtotal,
      discount: conflict.discount ?? 0,
      discountCode: conflict.discountCode ?? null,
      discountMessage: conflict.discountMessage ?? null,
      shippingOption: conflict.shippingOption ?? null,
      shipping: conflict.shippingCost ?? 0,
      tax: conflict.tax ?? 0,
      total: conflict.totalPrice,
      // Without store credit the payment takes the total.
      storeCreditApplied: conflict.storeCreditApplied ?? 0,
      amountDue: conflict.amountDue ?? conflict.totalPrice,
    },
  }
}
