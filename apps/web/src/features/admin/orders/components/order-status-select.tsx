import type { AdminOrder } from '@shop/shared/admin'
import { allowedOrderStatuses } from '@shop/shared/order-status-moves'
import type { OrderStatus } from '@shop/shared/orders'
import { useId, useState } from 'react'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useRefundAdminOrderMutation, useUpdateAdminOrderMutation } from '../admin-orders-api'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { ChoiceDialog } from '../../components/choice-dialog'
import { refundableCents } from '../refund-amount'
import { paidThrough } from './order-payment'
import type { SaveOutcome } from './save-outcome'

/** The statuses that cannot be undone quietly: each asks before it is saved. */
type WeightyStatus = 'Cancelled' | 'Delivered'

/** What the question before a weighty status says will happen. */
export const STATUS_QUESTIONS: Record<
  WeightyStatus,
  { title: string; confirm: string; explanation: string }
> = {
  Cancelled: {
    title: 'Cancel this order?',
    confirm: 'Cancel the order',
    explanation:
      'Cancelling returns its units to stock and e-mails the customer that the order is cancelled.',
  },
  Delivered: {
    title: 'Mark this order as delivered?',
    confirm: 'Mark as delivered',
    explanation:
      'Do this once the parcel has arrived. The change is recorded under your name, and so is any later change back: it cannot be undone quietly.',
  },
}

/**
 * docs/product-rules.md § States, Order: the admin picks any status of a paid order; a refunded one offers only the
 * moves the server allows (@shop/shared/order-status-moves: cancel, or Delivered once shipped). A pick
 * saves at once, except Cancelled and Delivered, which ask first (issue: safer admin screens);
 * the select then shows what the server answered. Cancelling an order with something left to
 * refund (paid, or partly refunded) asks instead whether to refund what is left too
 * (docs/product-rules.md § Money: refunds): cancel and refund in one step, cancel only, or go back.
 */
interface OrderStatusSelectProps {
  order: AdminOrder
  /** Told how the save went, in words; null when a new save starts. */
  onOutcome: (outcome: SaveOutcome | null) => void
}

export function OrderStatusSelect({ order, onOutcome }: OrderStatusSelectProps) {
  const id = useId()
  const [updateOrder, { isLoading: isUpdating, originalArgs }] = useUpdateAdminOrderMutation()
  const [refundOrder, { isLoading: isRefunding }] = useRefundAdminOrderMutation()
  const [isAskingAboutRefund, setIsAskingAboutRefund] = useState(false)
  const [asking, setAsking] = useState<WeightyStatus | null>(null)
  const isSaving = isUpdating || isRefunding
  // While asking or saving, the select shows the status being chosen rather than jumping back.
  const shownStatus: OrderStatus =
    isAskingAboutRefund || isRefunding
      ? 'Cancelled'
      : asking
        ? asking
        : isUpdating && originalArgs?.status
          ? originalArgs.status
          : order.status
  // A cancellation with a refund gives back everything left (all of it unless partly refunded).
  const leftCents = refundableCents(order)
  const amount = formatMoney(leftCents / 100)
  const paidSentence =
    order.refundedAmount > 0
      ? `This order was paid ${formatMoney(order.totalPrice)} ${paidThrough(order)}; ${formatMoney(order.refundedAmount)} of it was refunded already, ${amount} is left.`
      : `This order was paid ${amount} ${paidThrough(order)}.`

  const save = async (status: OrderStatus) => {
    onOutcome(null)
    try {
      const saved = await updateOrder({ id: order._id, status }).unwrap()
      onOutcome({ isError: false, text: `Order status is now ${saved.status}.` })
    } catch (error) {
      // A cancelled order whose units were sold meanwhile cannot come back, say.
      const text = getErrorMessage(error, 'Failed to update the order status.')
      onOutcome({ isError: true, text })
    }
  }

  const cancelAndRefund = async () => {
    onOutcome(null)
    try {
      const saved = await refundOrder({ id: order._id, cancel: true }).unwrap()
      onOutcome({
        isError: false,
        text: `Order status is now ${saved.status}. ${amount} refunded.`,
      })
    } catch (error) {
      // The provider refused or failed: the server changed nothing, and says why.
      const text = getErrorMessage(error, 'Failed to cancel and refund the order.')
      onOutcome({ isError: true, text })
    }
  }

  const choose = (status: OrderStatus) => {
    if (status === 'Cancelled' && order.status !== 'Cancelled' && leftCents > 0) {
      onOutcome(null)
      setIsAskingAboutRefund(true)
      return
    }
    if ((status === 'Cancelled' || status === 'Delivered') && status !== order.status) {
      onOutcome(null)
      setAsking(status)
      return
    }
    void save(status)
  }
  const question = asking ? STATUS_QUESTIONS[asking] : null

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Status
      </label>
      <select
        id={id}
        value={shownStatus}
        disabled={isSaving}
        aria-busy={isSaving || undefined}
        onChange={(event) => {
          choose(event.target.value as OrderStatus)
        }}
        className={`mt-1.5 ${fieldClassName()}`}
      >
        {allowedOrderStatuses(order).map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      {asking && question ? (
        <ChoiceDialog
          title={question.title}
          choices={[
            {
              label: question.confirm,
              onChoose: () => {
                setAsking(null)
                void save(asking)
              },
            },
          ]}
          dismissLabel="Go back"
          onDismiss={() => {
            setAsking(null)
          }}
        >
          {question.explanation}
        </ChoiceDialog>
      ) : null}
      {isAskingAboutRefund ? (
        <ChoiceDialog
          title="Refund the payment too?"
          choices={[
            {
              label: `Cancel and refund ${amount}`,
              onChoose: () => {
                setIsAskingAboutRefund(false)
                void cancelAndRefund()
              },
            },
            {
              label: 'Cancel only',
              onChoose: () => {
                setIsAskingAboutRefund(false)
                void save('Cancelled')
              },
            },
          ]}
          dismissLabel="Go back"
          onDismiss={() => {
            setIsAskingAboutRefund(false)
          }}
        >
          {paidSentence} Cancelling returns its units to stock and e-mails the customer; the refund
          gives the customer their money back and cannot be undone.
        </ChoiceDialog>
      ) : null}
    </div>
  )
}
