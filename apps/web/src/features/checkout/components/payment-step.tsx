import { PAYMENT_FAILED_MESSAGE, type Checkout } from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { AlertCircle, Lock } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { toast } from 'sonner'
import { getErrorMessage } from '../../../lib/get-error-message'
import { readPriceChange, type PriceChange } from '../checkout-figures'
import {
  useFinalizeCheckoutMutation,
  useGetPaymentConfigQuery,
  useOpenPaymentMutation,
  usePayCheckoutMutation,
} from '../checkout-api'
import { Button } from '../../../components/ui/button'

const PayPalPayment = lazy(() =>
  import('./paypal-payment').then((module) => ({ default: module.PayPalPayment })),
)

/**
 * docs/product-rules.md § States, Checkout flow after 'Continue to Payment': the payment opens on our server, the
 * buyer approves it, the server captures it (`/pay`), then turns the checkout into an order
 * (`/finalize`); the page that placed it takes it from there. When opening or paying answers 409
 * with fresh figures (docs/product-rules.md § Money: the checkout is over an hour old, or its prices,
 * stock, code or tax changed), nothing was charged and the page asks the shopper to confirm.
 */
export function PaymentStep({
  checkout,
  onOrderPlaced,
  onPriceChange,
}: {
  checkout: Checkout
  onOrderPlaced: (order: Order) => void
  onPriceChange: (change: PriceChange) => void
}) {
  const config = useGetPaymentConfigQuery(undefined)
  const [openPayment] = useOpenPaymentMutation()
  const [payCheckout] = usePayCheckoutMutation()
  const [finalizeCheckout] = useFinalizeCheckoutMutation()
  const [isPaying, setIsPaying] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  /** The server's reason, shown under the spec's message when it says more. */
  const [failure, setFailure] = useState<string | null>(null)
  /** Fresh figures went to the page: the error PayPal reports after them is no payment failure. */
  const hasHandedOver = useRef(false)

  const handOverPriceChange = (error: unknown): boolean => {
    const change = readPriceChange(error)
    if (!change) return false
    hasHandedOver.current = true
    onPriceChange(change)
    return true
  }

  const createOrder = async () => {
    setFailure(null)
    try {
      const payment = await openPayment(checkout._id).unwrap()
      return payment.orderId
    } catch (error) {
      // PayPal's buttons need the rejection to stop; they then call onError, which fail() ignores.
      handOverPriceChange(error)
      throw error
    }
  }

  const placeOrder = async (orderId: string) => {
    await payCheckout({ checkoutId: checkout._id, orderId }).unwrap()
    const order = await finalizeCheckout(checkout._id).unwrap()
    onOrderPlaced(order)
  }

  // docs/product-rules.md § Errors: 'Payment failed. Try again.'; the server's reason (sold out, declined) follows.
  const fail = (error: unknown) => {
    if (hasHandedOver.current || handOverPriceChange(error)) return
    const reason = getErrorMessage(error, '')
    setFailure(reason && reason !== PAYMENT_FAILED_MESSAGE ? reason : null)
    setIsPaying(false)
    toast.error(PAYMENT_FAILED_MESSAGE)
    setHasFailed(true)
  }

  const payWithDemo = async () => {
    setIsPaying(true)
    setHasFailed(false)
    setFailure(null)
    try {
      await placeOrder(await createOrder())
    } catch (error) {
      fail(error)
    }
  }

  return (
    <div>
      {hasFailed ? (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{PAYMENT_FAILED_MESSAGE}</p>
            {failure ? <p className="mt-1">{failure}</p> : null}
          </div>
        </div>
      ) : null}

      {config.isLoading ? <p className="text-sm text-stone-600">Loading...</p> : null}
      {config.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Error: {getErrorMessage(config.error, 'Payment is unavailable right now.')}
        </p>
      ) : null}

      {config.data?.provider === 'demo' ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm font-semibold text-amber-900">Demo payment — no money is taken</p>
          <p className="mt-1 text-xs text-amber-900">
            This shop runs with a demo payment provider. Your order is placed as paid.
          </p>
          <Button
            type="button"
            onClick={() => {
              void payWithDemo()
            }}
            disabled={isPaying}
            variant="primary"
            className="mt-4 inline-flex h-12 w-full items-center justify-center gap-2 px-6 text-sm tracking-wide transition disabled:cursor-wait disabled:bg-stone-500"
          >
            <Lock className="size-4" aria-hidden="true" />
            {isPaying ? 'Processing...' : 'Pay with demo payment'}
          </Button>
        </div>
      ) : null}

      {config.data?.provider === 'paypal' && config.data.clientId ? (
        <Suspense fallback={<p className="text-sm text-stone-600">Loading...</p>}>
          <PayPalPayment
            clientId={config.data.clientId}
            createOrder={createOrder}
            onApprove={async (orderId) => {
              try {
                await placeOrder(orderId)
              } catch (error) {
                fail(error)
              }
            }}
            onError={fail}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
