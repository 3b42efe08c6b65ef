import type { Checkout } from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { AlertCircle, Wallet } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useFinalizeCheckoutMutation } from '../checkout-api'
import { readPriceChange, type PriceChange } from '../checkout-figures'

/** What the step says when the order could not be placed and the server said nothing more. */
export const PLACE_ORDER_FAILED_MESSAGE = 'Your order could not be placed. Please try again.'

/**
 * The payment step of a checkout that store credit pays entirely (`amountDue` 0,
 * docs/decisions/033-store-credit.md): no PayPal or demo payment, one "Place order" that
 * finalizes the checkout, which spends the credit. When the server answers 409 with fresh
 * figures (the hour ran out, prices changed, or the credit was spent elsewhere), nothing was
 * placed and the page asks the shopper to confirm them.
 */
export function PlaceOrderStep({
  checkout,
  onOrderPlaced,
  onPriceChange,
}: {
  checkout: Checkout
  onOrderPlaced: (order: Order) => void
  onPriceChange: (change: PriceChange) => void
}) {
  const [finalizeCheckout, { isLoading }] = useFinalizeCheckoutMutation()
  const [failure, setFailure] = useState<string | null>(null)

  const placeOrder = async () => {
    setFailure(null)
    try {
      onOrderPlaced(await finalizeCheckout(checkout._id).unwrap())
    } catch (error) {
      const change = readPriceChange(error)
      if (change) onPriceChange(change)
      else setFailure(getErrorMessage(error, PLACE_ORDER_FAILED_MESSAGE))
    }
  }

  return (
    <div>
      {failure ? (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{failure}</p>
        </div>
      ) : null}
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <Wallet className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        {checkout.storeCreditApplied > 0
          ? 'Your store credit covers this order: there is nothing to pay.'
          : 'There is nothing to pay for this order.'}
      </p>
      <Button
        type="button"
        onClick={() => {
          void placeOrder()
        }}
        disabled={isLoading}
        variant="primary"
        className="mt-4 inline-flex h-12 w-full items-center justify-center px-6 text-sm tracking-widest uppercase transition disabled:cursor-wait disabled:bg-stone-500"
      >
        {isLoading ? 'Placing order...' : 'Place order'}
      </Button>
    </div>
  )
}
