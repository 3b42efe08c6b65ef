import { PAYMENT_PROVIDER_LABELS, type AdminOrder } from '@shop/shared/admin'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { TextField } from '../../../../components/ui/text-field'
import { formatDateTime } from '../../admin-format'
import { useRefundAdminOrderMutation } from '../admin-orders-api'
import { amountFieldText, readRefundAmount, refundableCents } from '../refund-amount'
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

/**
 * The question asked before a refund: the amount (`amount`, dollars: everything left unless
 * another is given) and where it goes. An order paid partly with store credit gives back what
 * the provider took first, then the credit as store credit.
 */
export function refundQuestion(order: AdminOrder, amount: number = leftToRefund(order)): string {
  const shown = formatMoney(amount)
  const where =
    order.paymentProvider === 'demo'
      ? `${shown} goes back to the customer as a demo refund; no real money moves.`
      : `${shown} goes back to the customer through PayPal.`
  const credit =
    order.storeCreditApplied > 0
      ? ' Beyond what was paid through the payment, the part paid with store credit goes back as store credit.'
      : ''
  return `${where}${credit} This cannot be undone.`
}

/** What is left to refund, in dollars. */
export function leftToRefund(order: AdminOrder): number {
  return refundableCents(order) / 100
}

/** The payment's state in words: Paid, "Partially refunded $X", or Refunded. */
export function paymentStatusLabel(order: AdminOrder): string {
  if (order.paymentStatus === 'refunded') return 'Refunded'
  if (order.paymentStatus === 'partially_refunded') {
    return `Partially refunded ${formatMoney(order.refundedAmount)}`
  }
  return 'Paid'
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
 * The drawer's Payment section: who took the payment, whether it was refunded (all of it or a
 * part) and when, the figures, and the refund for an order with something left to refund: an
 * amount (everything left unless the admin types less), then Refund payment, asked first (two
 * clicks in all). A refusal of the provider shows the server's message here; the order stays as
 * it was.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const leftCents = refundableCents(order)
  // Here, not in the form: the form starts anew after a refund, and the answer must stay.
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null)
  return (
    <>
      <dl>
        <DetailRow label="Payment method">{paymentProviderLabel(order)}</DetailRow>
        <DetailRow label="Payment status">{paymentStatusLabel(order)}</DetailRow>
        {order.storeCreditApplied > 0 ? (
          <DetailRow label="Paid with store credit">
            {formatMoney(order.storeCreditApplied)}
          </DetailRow>
        ) : null}
        {order.refundedAmount > 0 ? (
          <DetailRow label="Refunded amount">{formatMoney(order.refundedAmount)}</DetailRow>
        ) : null}
        {order.refundedAt ? (
          <DetailRow label="Refunded on">
            <time dateTime={order.refundedAt}>{formatDateTime(order.refundedAt)}</time>
          </DetailRow>
        ) : null}
      </dl>
      <OrderFigures order={order} />
      {/* A new form after each refund: its amount starts again at what is left. */}
      {leftCents > 0 ? (
        <RefundForm
          key={`${order._id} ${String(leftCents)}`}
          order={order}
          leftCents={leftCents}
          onOutcome={setOutcome}
        />
      ) : null}
      <SaveOutcomeMessage outcome={outcome} />
    </>
  )
}

interface RefundFormProps {
  order: AdminOrder
  /** What is left to refund, in cents: the field's first amount and its limit. */
  leftCents: number
  /** Told how the refund went, in words; null when a new one starts. */
  onOutcome: (outcome: SaveOutcome | null) => void
}

function RefundForm({ order, leftCents, onOutcome: setOutcome }: RefundFormProps) {
  const [refundOrder, { isLoading }] = useRefundAdminOrderMutation()
  const [amountText, setAmountText] = useState(() => amountFieldText(leftCents))
  const [amountError, setAmountError] = useState<string | null>(null)
  const [askingCents, setAskingCents] = useState<number | null>(null)

  const ask = () => {
    setOutcome(null)
    const read = readRefundAmount(amountText, leftCents)
    setAmountError(read.error)
    if (read.cents !== null) setAskingCents(read.cents)
  }

  const refund = async (cents: number) => {
    setAskingCents(null)
    setOutcome(null)
    const amount = formatMoney(cents / 100)
    try {
      // Everything left goes without an amount: a repeat then finds nothing more to refund.
      const body = cents === leftCents ? {} : { amount: cents / 100 }
      await refundOrder({ id: order._id, ...body }).unwrap()
      setOutcome({ isError: false, text: `${amount} refunded.` })
    } catch (error) {
      setOutcome({ isError: true, text: getErrorMessage(error, 'Failed to refund the payment.') })
    }
  }

  return (
    <div className="mt-4 space-y-3">
      <TextField
        label="Amount to refund"
        name="refundAmount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value)
          setAmountError(null)
        }}
        error={amountError}
        hint={`Refund up to ${formatMoney(leftCents / 100)}.`}
      />
      <button
        type="button"
        onClick={ask}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className={dangerButtonClass}
      >
        <Undo2 className="size-4" aria-hidden="true" />
        {isLoading ? 'Refunding...' : 'Refund payment'}
      </button>
      {askingCents !== null ? (
        <ChoiceDialog
          title="Refund the payment?"
          choices={[
            {
              label: `Refund ${formatMoney(askingCents / 100)}`,
              onChoose: () => void refund(askingCents),
            },
          ]}
          dismissLabel="Keep the payment"
          onDismiss={() => {
            setAskingCents(null)
          }}
        >
          {refundQuestion(order, askingCents / 100)}
        </ChoiceDialog>
      ) : null}
    </div>
  )
}
