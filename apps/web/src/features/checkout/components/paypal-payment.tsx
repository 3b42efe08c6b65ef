import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js'
import { CURRENCY } from '@shop/shared/limits'

interface PayPalPaymentProps {
  clientId: string
  /** Opens our server's payment and gives the PayPal order id the buyer approves. */
  createOrder: () => Promise<string>
  /** Captures on our server and places the order. */
  onApprove: (orderId: string) => Promise<void>
  onError: (error: unknown) => void
}

/**
 * The official PayPal buttons (issue 5). Loaded as its own chunk, only when the server's
 * payment provider is `paypal`, so the demo mode never fetches PayPal's SDK.
 */
export function PayPalPayment({ clientId, createOrder, onApprove, onError }: PayPalPaymentProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: CURRENCY, intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
        createOrder={createOrder}
        onApprove={(data) => onApprove(data.orderID)}
        onError={onError}
      />
    </PayPalScriptProvider>
  )
}
