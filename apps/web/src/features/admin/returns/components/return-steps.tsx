import {
  MAX_RETURN_NOTE_LENGTH,
  RETURN_REJECT_NOTE_MESSAGE,
  type AdminReturn,
  type UpdateReturnBody,
} from '@shop/shared/returns'
import { useId, useRef, useState } from 'react'
import { Button, buttonClass } from '../../../../components/ui/button'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { primaryButtonClass } from '../../components/admin-styles'
import { ChoiceDialog } from '../../components/choice-dialog'
import type { SaveOutcome } from '../../orders/components/save-outcome'
import { useUpdateAdminReturnMutation } from '../admin-returns-api'
import { formatUnits, hasExchange, unitCountOf } from '../return-format'

const secondaryButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center px-5 py-2.5 disabled:cursor-not-allowed disabled:opacity-60',
})
const rejectButtonClass = buttonClass({
  variant: 'danger',
  className:
    'justify-center border border-red-200 bg-white px-5 py-2.5 text-sm hover:border-red-700 disabled:cursor-not-allowed disabled:opacity-60',
})

/**
 * What marking the return received does, in one sentence: "Its 2 items go back in stock, $42.50
 * is refunded to the original payment and the exchanged items ship as a replacement order."
 */
export function receivedConsequences(record: AdminReturn): string {
  const parts = [
    `its ${formatUnits(unitCountOf(record.items))} go${unitCountOf(record.items) === 1 ? 'es' : ''} back in stock`,
  ]
  if (record.refundAmount > 0) {
    const amount = formatMoney(record.refundAmount)
    parts.push(
      record.resolution === 'refund'
        ? `${amount} is refunded to the original payment`
        : `${amount} is added to the customer’s store credit`,
    )
  }
  if (hasExchange(record.items)) {
    parts.push('the exchanged items ship as a replacement order, at no charge')
  }
  const last = parts.pop() ?? ''
  const sentence = parts.length === 0 ? last : `${parts.join(', ')} and ${last}`
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

/** The label of the button that confirms "received": it names the money that moves. */
function receivedChoiceLabel(record: AdminReturn): string {
  if (record.refundAmount === 0) return 'Mark received'
  const amount = formatMoney(record.refundAmount)
  return record.resolution === 'refund'
    ? `Mark received and refund ${amount}`
    : `Mark received and credit ${amount}`
}

/** What the drawer says once a step went through, from the return the server answered. */
export function stepOutcomeText(record: AdminReturn): string {
  switch (record.status) {
    case 'approved':
      return 'Return approved. The customer is e-mailed to send the items back.'
    case 'rejected':
      return 'Return rejected. The customer is e-mailed your note.'
    case 'closed': {
      const amount = formatMoney(record.refundAmount)
      const money =
        record.refundAmount === 0
          ? ''
          : record.resolution === 'refund'
            ? ` ${amount} refunded.`
            : ` ${amount} added as store credit.`
      const exchange = hasExchange(record.items) ? ' Replacement order made.' : ''
      return `Return received and settled.${money}${exchange}`
    }
    case 'received':
      return 'Items received; the refund is still to be settled.'
    default:
      return `The return is ${record.status}.`
  }
}

interface ReturnStepsProps {
  record: AdminReturn
  /** Told how the step went, in words; null when a new step starts. */
  onOutcome: (outcome: SaveOutcome | null) => void
}

/**
 * The owner's next step on a return, as buttons (docs/api.md § Returns, back office): while
 * requested Approve (with an optional note) or Reject (with a note the customer reads); while
 * approved Mark received, which asks first because it moves money; while received (its refund
 * or credit failed) a retry of the same step. One request at a time: the buttons wait for it.
 */
export function ReturnSteps({ record, onOutcome }: ReturnStepsProps) {
  const noteId = useId()
  const noteErrorId = useId()
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const [updateReturn, { isLoading }] = useUpdateAdminReturnMutation()
  // A second click in the same moment, before the mutation's state has rendered, sends nothing.
  const sending = useRef(false)
  const noteHintId = useId()
  const [isRejecting, setIsRejecting] = useState(false)
  const [isWritingNote, setIsWritingNote] = useState(false)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [isAskingReceived, setIsAskingReceived] = useState(false)

  const send = async (body: UpdateReturnBody, failureFallback: string): Promise<boolean> => {
    if (sending.current) return false
    sending.current = true
    onOutcome(null)
    try {
      const saved = await updateReturn({ id: record._id, ...body }).unwrap()
      onOutcome({ isError: false, text: stepOutcomeText(saved) })
      return true
    } catch (error) {
      const text = getErrorMessage(error, failureFallback)
      // A refused note shows at its field; any other refusal under the steps.
      if (body.status === 'rejected' && isBadInput(error)) setNoteError(text)
      else onOutcome({ isError: true, text })
      return false
    } finally {
      sending.current = false
    }
  }

  if (record.status === 'requested') {
    const trimmed = note.trim()
    const reject = async () => {
      if (trimmed === '') {
        setNoteError(RETURN_REJECT_NOTE_MESSAGE)
        noteRef.current?.focus()
        return
      }
      setNoteError(null)
      await send({ status: 'rejected', note: trimmed }, 'Failed to reject the return.')
    }
    // The note field takes the focus once it is shown: it is where the answer goes.
    const showNote = (rejecting: boolean) => {
      onOutcome(null)
      setIsRejecting(rejecting)
      setIsWritingNote(true)
      requestAnimationFrame(() => noteRef.current?.focus())
    }
    const describedBy = [isRejecting ? noteHintId : null, noteError ? noteErrorId : null]
      .filter(Boolean)
      .join(' ')
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (isRejecting) void reject()
          else void send(noteBody('approved', trimmed), 'Failed to approve the return.')
        }}
        className="space-y-3"
      >
        {isWritingNote ? (
          <div>
            <label htmlFor={noteId} className="block font-medium">
              {isRejecting ? 'Reason for rejecting (required)' : 'Note to the customer (optional)'}
            </label>
            {isRejecting ? (
              <p id={noteHintId} className="text-stone-600">
                The customer reads it in the e-mail that says the return is rejected.
              </p>
            ) : null}
            <textarea
              ref={noteRef}
              id={noteId}
              rows={3}
              value={note}
              maxLength={MAX_RETURN_NOTE_LENGTH}
              required={isRejecting}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={describedBy === '' ? undefined : describedBy}
              onChange={(event) => {
                setNote(event.target.value)
                if (noteError) setNoteError(null)
              }}
              className={`mt-1.5 ${fieldClassName(noteError !== null)}`}
            />
            {noteError ? (
              <p id={noteErrorId} role="alert" className="mt-1.5 font-medium text-red-700">
                {noteError}
              </p>
            ) : null}
          </div>
        ) : null}
        {isRejecting ? (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              disabled={isLoading}
              aria-busy={isLoading || undefined}
              className={rejectButtonClass}
            >
              Reject return
            </button>
            <Button
              type="button"
              variant="ghost"
              className="px-5 py-2.5 text-sm"
              disabled={isLoading}
              onClick={() => {
                setIsRejecting(false)
                setNoteError(null)
              }}
            >
              Back
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              disabled={isLoading}
              aria-busy={isLoading || undefined}
              className={primaryButtonClass}
            >
              Approve
            </button>
            <button
              type="button"
              disabled={isLoading}
              onClick={() => {
                showNote(true)
              }}
              className={secondaryButtonClass}
            >
              Reject
            </button>
            {isWritingNote ? null : (
              <Button
                type="button"
                variant="link"
                className="ml-auto text-sm text-stone-700"
                onClick={() => {
                  showNote(false)
                }}
              >
                Add a note
              </Button>
            )}
          </div>
        )}
      </form>
    )
  }

  if (record.status === 'approved') {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">
          When the parcel is here: {lowerFirst(receivedConsequences(record))}
        </p>
        <button
          type="button"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          onClick={() => {
            onOutcome(null)
            setIsAskingReceived(true)
          }}
          className={primaryButtonClass}
        >
          Mark received
        </button>
        {isAskingReceived ? (
          <ChoiceDialog
            title={`Mark ${record.number} received?`}
            choices={[
              {
                label: receivedChoiceLabel(record),
                onChoose: () => {
                  setIsAskingReceived(false)
                  void send({ status: 'received' }, 'Failed to mark the return received.')
                },
              },
            ]}
            dismissLabel="Go back"
            onDismiss={() => {
              setIsAskingReceived(false)
            }}
          >
            {receivedConsequences(record)} This cannot be undone.
          </ChoiceDialog>
        ) : null}
      </div>
    )
  }

  if (record.status === 'received') {
    const isCredit = record.resolution === 'store_credit'
    return (
      <div className="space-y-3">
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-900">
          The items are back in stock, but the {isCredit ? 'store credit' : 'refund'} of{' '}
          {formatMoney(record.refundAmount)} did not go through. Try again: the customer is never
          paid twice.
        </p>
        <button
          type="button"
          disabled={isLoading}
          aria-busy={isLoading || undefined}
          onClick={() => {
            void send({ status: 'received' }, 'Failed to settle the return.')
          }}
          className={primaryButtonClass}
        >
          {isCredit ? 'Retry store credit' : 'Retry refund'}
        </button>
      </div>
    )
  }

  return null
}

/** The body of a step with a note, leaving an empty note out. */
function noteBody(status: UpdateReturnBody['status'], note: string): UpdateReturnBody {
  return note === '' ? { status } : { status, note }
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`
}

function isBadInput(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 400
}
