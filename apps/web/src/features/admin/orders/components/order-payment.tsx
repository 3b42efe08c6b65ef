import { PAYMENT_PROVIDER_LABELS, type AdminOrder } from '@shop/shared/admin'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { formatDateTime } from '../../admin-format'
import { useRefundAdminOrderMutation } from '../admin-orders-api'
import { dangerButtonClass } from '../../components/admin-styles'
import { ChoiceDialog } from '../../components/choice-dialog'
import { DetailRow } from './detail-row'
import { SaveOutcomeMessage, type SaveOutcome } from './save-outcome'

/** How the drawer names who took the payment: the demo provider is never called PayPal. */
export function paymentProviderLabel(order: AdminOrder): string {
  return PAYMENT_PROVIDER_LABELS[order.paymentProvider]
}

/** How the payment was made, in a sentence: "paid $10.00 through PayPal". */
export function paidThrough(order: AdminOrder): string {
  return order.paymentProvider === 'demo' ? 'with a demo payment' : 'through PayPal'
}

/** The question asked before a refund: the amount and where it goes. */
export function refundQuestion(order: AdminOrder): string {
  const amount = formatMoney(order.totalPrice)
  return order.paymentProvider === 'demo'
    ? `${amount} goes back to the customer as a demo refund; no real money moves. This cannot be undone.`
    : `${amount} goes back to the customer through PayPal. This cannot be undone.`
}

/**
 * The order's money as the server computed it (docs/product-rules.md § Money: the web app shows the
 * server's figures and never adds money itself): subtotal, discount with its code, shipping,
 * tax and total. Discount and tax lines only when there is one.
 */
function OrderFigures({ order }: { order: AdminOrder }) {
  return (
    <dl className="mt-3 border-t border-dashed border-stone-200 pt-3">
      <DetailRow label="Subtotal">{formatMoney(order.subtotal)}</DetailRow>
      {order.discount > 0 ? (
        <DetailRow label={order.discountCode ? `Discount (${order.discountCode})` : 'Discount'}>
          −{formatMoney(order.discount)}
        </DetailRow>
      ) : null}
      <DetailRow label={`Shipping (${order.shippingOption.label})`}>
        {order.shippingCost === 0 ? 'Free' : formatMoney(order.shippingCost)}
      </DetailRow>
      {order.tax > 0 ? <DetailRow label="Tax">{formatMoney(order.tax)}</DetailRow> : null}
      <DetailRow label="Total price">{formatMoney(order.totalPrice)}</DetailRow>
    </dl>
  )
}

/**
 * The drawer's Payment section: who took the payment, whether it was refunded and when, the
 * figures, and Refund payment for a paid order (asked first: two clicks in all). A refusal of
 * the provider shows the server's message here; the order stays as it was.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const [refundOrder, { isLoading }] = useRefundAdminOrderMutation()
  const [isAsking, setIsAsking] = useState(false)
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null)
  const amount = formatMoney(order.totalPrice)

  const refund = async () => {
    setIsAsking(false)
    setOutcome(null)
    try {
      await refundOrder({ id: order._id }).unwrap()
      setOutcome({ isError: false, text: `${amount} refunded.` })
    } catch (error) {
      setOutcome({ isError: true, text: getErrorMessage(error, 'Failed to refund the payment.') })
    }
  }

  return (
    <>
      <dl>
        <DetailRow label="Payment method">{paymentProviderLabel(order)}</DetailRow>
        <DetailRow label="Payment status">
          {order.paymentStatus === 'refunded' ? 'Refunded' : 'Paid'}
        </DetailRow>
        {order.refundedAt ? (
          <DetailRow label="Refunded on">
            <time dateTime={order.refundedAt}>{formatDateTime(order.refundedAt)}</time>
          </DetailRow>
        ) : null}
      </dl>
      <OrderFigures order={order} />
      {order.paymentStatus === 'paid' ? (
        <div className="mt-4">
          <button
            type="button"
            onClick={() => {
              setOutcome(null)
              setIsAsking(true)
            }}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            className={dangerButtonClass}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {isLoading ? 'Refunding...' : 'Refund payment'}
          </button>
        </div>
      ) : null}
      <SaveOutcomeMessage outcome={outcome} />
      {isAsking ? (
        <ChoiceDialog
          title="Refund the payment?"
          choices={[{ label: `Refund ${amount}`, onChoose: () => void refund() }]}
          dismissLabel="Keep the payment"
          onDismiss={() => {
            setIsAsking(false)
          }}
        >
          {refundQuestion(order)}
        </ChoiceDialog>
      ) : null}
    </>
  )
}
