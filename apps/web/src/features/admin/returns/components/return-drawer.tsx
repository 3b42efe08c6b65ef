import { RETURN_REASON_LABELS, type AdminReturn } from '@shop/shared/returns'
import { skipToken } from '@reduxjs/toolkit/query'
import { useState } from 'react'
import { Drawer } from '../../../../components/ui/drawer'
import { formatMoney } from '../../../../lib/format-money'
import { customerName, formatDateTime } from '../../admin-format'
import { DetailRow } from '../../orders/components/detail-row'
import { SaveOutcomeMessage, type SaveOutcome } from '../../orders/components/save-outcome'
import { useGetAdminReturnQuery } from '../admin-returns-api'
import { RESOLUTION_LABELS, formatAge, unitCountOf } from '../return-format'
import { OrderLink } from './order-link'
import { ReturnStatusBadge } from './return-status-badge'
import { ReturnSteps } from './return-steps'
import { DetailSection } from '../../components/detail-section'

/** What the drawer says when the return cannot be loaded. */
export const RETURN_DETAILS_FAILED_MESSAGE = 'Failed to load the return'

function ReturnItems({ record }: { record: AdminReturn }) {
  return (
    <ul className="divide-y divide-stone-200">
      {record.items.map((item) => (
        <li key={item.orderItemId} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0 flex-1 space-y-0.5">
            <p className="font-medium wrap-anywhere">{item.name}</p>
            <p className="text-stone-600">
              {item.size} · {item.color} ·{' '}
              {item.quantity === 1 ? '1 unit' : `${String(item.quantity)} units`}
            </p>
            <p>
              <span className="text-stone-600">Reason: </span>
              {RETURN_REASON_LABELS[item.reason]}
            </p>
            {item.exchangeFor ? (
              <p>
                <span className="text-stone-600">Exchange for: </span>
                <span className="font-medium">
                  {item.exchangeFor.size} · {item.exchangeFor.color}
                </span>
              </p>
            ) : null}
          </div>
          <p className="shrink-0 text-right font-semibold whitespace-nowrap tabular-nums">
            {item.exchangeFor ? 'Exchange' : formatMoney(item.refund)}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The orders that ship the exchanged units, each once. */
function replacementOrdersOf(record: AdminReturn): string[] {
  return [...new Set(record.items.flatMap((item) => item.replacementOrderId ?? []))]
}

/** What a closed return gave back: the money, and the replacement orders of its exchanges. */
function Settlement({ record }: { record: AdminReturn }) {
  const replacements = replacementOrdersOf(record)
  const amount = formatMoney(record.refundAmount)
  return (
    <div className="space-y-2">
      <p className="text-stone-700">
        Received and settled{' '}
        <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt)}</time>.{' '}
        {record.refundAmount === 0
          ? 'Nothing was refunded.'
          : record.resolution === 'refund'
            ? `${amount} was refunded to the original payment.`
            : `${amount} was added to the customer’s store credit.`}
      </p>
      {replacements.length > 0 ? (
        <ul className="space-y-1">
          {replacements.map((orderId) => (
            <li key={orderId}>
              <span className="text-stone-600">Replacement order </span>
              <OrderLink orderId={orderId} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A return whose every line is exchanged gives no money back. */
function isExchangeOnly(record: AdminReturn): boolean {
  return record.refundAmount === 0 && record.items.every((item) => item.exchangeFor !== undefined)
}

/** Whether the owner has a step to take on the return. */
function hasStep(record: AdminReturn): boolean {
  return (
    record.status === 'requested' || record.status === 'approved' || record.status === 'received'
  )
}

/** How a return without a step left ended: what was settled, or why nothing was. */
function ReturnOutcome({ record }: { record: AdminReturn }) {
  switch (record.status) {
    case 'closed':
      return <Settlement record={record} />
    case 'rejected':
      return <p className="text-stone-700">Rejected: nothing goes back in stock or is refunded.</p>
    case 'cancelled':
      return <p className="text-stone-700">The customer cancelled this return.</p>
    default:
      return null
  }
}

function ReturnDetails({ returnId }: { returnId: string }) {
  const {
    data: record,
    isLoading,
    isError,
  } = useGetAdminReturnQuery(returnId, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !record) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {RETURN_DETAILS_FAILED_MESSAGE}
      </p>
    )
  }

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold">{record.number}</p>
          <p className="text-sm text-stone-600">
            Requested{' '}
            <time dateTime={record.createdAt} title={formatDateTime(record.createdAt)}>
              {formatAge(record.createdAt)}
            </time>
          </p>
          <p className="text-sm text-stone-600">
            Order <OrderLink orderId={record.orderId} />
          </p>
        </div>
        <ReturnStatusBadge status={record.status} />
      </div>

      <DetailSection title={`Items (${String(unitCountOf(record.items))})`}>
        <ReturnItems record={record} />
      </DetailSection>

      <DetailSection title="Resolution">
        {isExchangeOnly(record) ? (
          <p className="text-stone-700">Exchange only: nothing to refund.</p>
        ) : (
          <dl>
            <DetailRow label="Money back as">{RESOLUTION_LABELS[record.resolution]}</DetailRow>
            <DetailRow label="Amount">{formatMoney(record.refundAmount)}</DetailRow>
          </dl>
        )}
      </DetailSection>

      {record.note ? (
        <DetailSection title="Customer’s note">
          <p className="whitespace-pre-line text-stone-800 wrap-anywhere">{record.note}</p>
        </DetailSection>
      ) : null}

      {hasStep(record) ? null : (
        <DetailSection title="Outcome">
          <ReturnOutcome record={record} />
        </DetailSection>
      )}

      {record.shopNote ? (
        <DetailSection title="Your note to the customer">
          <p className="whitespace-pre-line text-stone-800 wrap-anywhere">{record.shopNote}</p>
        </DetailSection>
      ) : null}

      <DetailSection title="Customer">
        <p className="font-medium">{customerName(record.customer)}</p>
        {record.customer ? (
          <a
            href={`mailto:${record.customer.email}`}
            className="text-stone-600 underline-offset-4 wrap-anywhere hover:underline"
          >
            {record.customer.email}
          </a>
        ) : null}
      </DetailSection>
    </div>
  )
}

interface ReturnDrawerProps {
  /** The return shown, or null when the drawer is closed. */
  returnId: string | null
  onClose: () => void
}

/**
 * A return's details in the drawer that slides in from the right: its items with their reasons
 * and exchanges, the resolution and amount, the customer's note, and at the drawer's foot, always
 * in view, the owner's next step and how the last one went.
 */
export function ReturnDrawer({ returnId, onClose }: ReturnDrawerProps) {
  // The last return stays in the panel while it slides out.
  const [shownReturnId, setShownReturnId] = useState(returnId)
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null)
  if (returnId !== null && returnId !== shownReturnId) {
    setShownReturnId(returnId)
    setOutcome(null)
  }
  const { data: record } = useGetAdminReturnQuery(shownReturnId ?? skipToken)
  const shown = record && record._id === shownReturnId ? record : undefined

  return (
    <Drawer
      side="right"
      isOpen={returnId !== null}
      onClose={onClose}
      title="Return Details"
      footer={
        shown && (hasStep(shown) || outcome) ? (
          <div className="text-sm">
            {hasStep(shown) ? (
              <ReturnSteps key={shown._id} record={shown} onOutcome={setOutcome} />
            ) : null}
            {/* The drawer is a modal dialog on the top layer, where toasts would hide behind it. */}
            <div className={hasStep(shown) ? '' : '-mt-3'}>
              <SaveOutcomeMessage outcome={outcome} />
            </div>
          </div>
        ) : null
      }
    >
      {shownReturnId ? <ReturnDetails key={shownReturnId} returnId={shownReturnId} /> : null}
    </Drawer>
  )
}
