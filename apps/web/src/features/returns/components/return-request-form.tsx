import type { ReturnResolution, ReturnableLine } from '@shop/shared/returns'
import { MAX_RETURN_NOTE_LENGTH, RETURN_NO_ITEMS_MESSAGE } from '@shop/shared/returns-constants'
import { useId, useState, type SubmitEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button'
import { fieldClassName } from '../../../components/ui/field-styles'
import { focusRing } from '../../../components/ui/focus-ring'
import { paths } from '../../../config/paths'
import { returnPaths } from '../return-paths'
import { getErrorMessage } from '../../../lib/get-error-message'
import {
  asksForMoney,
  checkChoices,
  NO_CHOICE,
  toCreateReturnBody,
  type LineChoice,
  type LineErrors,
} from '../return-choices'
import { formatLongDate } from '../return-format'
import { useCreateReturnMutation, useGetReturnableOrderQuery } from '../returns-api'
import { ReturnLineChoice } from './return-line-choice'

/** Shown when the server gave no message of its own (offline, a fault on its side). */
export const CREATE_RETURN_FAILED_MESSAGE = 'We could not send your return. Please try again.'

/** The location state of the slip right after its return was made: it then says so. */
export interface ReturnSlipState {
  isNew?: boolean
}

const RESOLUTIONS: readonly {
  value: ReturnResolution
  label: string
  hint: string
  isFaster: boolean
}[] = [
  {
    value: 'refund',
    label: 'Refund to your original payment',
    hint: 'Sent as soon as we receive your parcel; your bank may take a few more days to show it.',
    isFaster: false,
  },
  {
    value: 'store_credit',
    label: 'Store credit',
    hint: 'The faster way: yours to spend as soon as we receive your parcel.',
    isFaster: true,
  },
]

/** "3 items: 2 to exchange, 1 for your money back." */
function describeChosen(choices: Readonly<Record<string, LineChoice>>): string {
  let exchanged = 0
  let refunded = 0
  for (const choice of Object.values(choices)) {
    if (!choice.isChosen) continue
    if (choice.way === 'exchange') exchanged += choice.quantity
    else refunded += choice.quantity
  }
  const total = exchanged + refunded
  if (total === 0) return 'No items chosen yet.'
  const items = `${String(total)} ${total === 1 ? 'item' : 'items'}`
  if (exchanged === 0) return `${items} for your money back.`
  if (refunded === 0) return `${items} to exchange.`
  return `${items}: ${String(exchanged)} to exchange, ${String(refunded)} for your money back.`
}

function Alert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  )
}

/** Why nothing of the order can go back now. */
function nothingReturnableMessage(deadline: string | null, lines: readonly ReturnableLine[]) {
  if (!deadline) return 'This order has not shipped yet, so nothing in it can be returned.'
  if (new Date(deadline) < new Date()) {
    return `The return window for this order closed on ${formatLongDate(deadline)}.`
  }
  return lines.length > 0
    ? 'Every item of this order is already in a return.'
    : 'Nothing in this order can be returned.'
}

/**
 * The return flow (docs/decisions/032-returns-and-exchanges.md): the lines and units going back,
 * a reason for each (fit first), money back or another size or colour per line, a refund to the
 * payment or store credit, a note; then the slip of the new return.
 */
export function ReturnRequestForm({ orderId }: { orderId: string }) {
  const formId = useId()
  const noteId = `${formId}-note`
  const navigate = useNavigate()
  const { data, isLoading, isError, error, refetch } = useGetReturnableOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
  })
  const [createReturn, { isLoading: isSending }] = useCreateReturnMutation()
  const [choices, setChoices] = useState<Record<string, LineChoice>>({})
  const [resolution, setResolution] = useState<ReturnResolution>('refund')
  const [note, setNote] = useState('')
  const [lineErrors, setLineErrors] = useState<Record<string, LineErrors>>({})
  const [formError, setFormError] = useState<string | null>(null)

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError || !data) {
    return (
      <Alert>{`Error: ${getErrorMessage(error, 'Failed to load what can be returned')}`}</Alert>
    )
  }

  const isReturnable = data.lines.some((line) => line.returnable > 0)
  if (!isReturnable) {
    return (
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <p className="font-semibold">{nothingReturnableMessage(data.deadline, data.lines)}</p>
        <Link
          to={paths.order(orderId)}
          className={buttonClass({
            variant: 'secondary',
            className: 'mt-6 px-5 py-2.5',
          })}
        >
          Back to the order
        </Link>
      </div>
    )
  }

  const choiceOf = (line: ReturnableLine) => choices[line.orderItemId] ?? NO_CHOICE
  const chosenUnits = Object.values(choices).reduce(
    (sum, choice) => sum + (choice.isChosen ? choice.quantity : 0),
    0,
  )
  const isMoneyAsked = asksForMoney(choices)

  const change = (line: ReturnableLine, choice: LineChoice) => {
    setChoices((current) => ({ ...current, [line.orderItemId]: choice }))
    setFormError(null)
    // A fixed line stops saying what it lacked; the others keep their messages until sent.
    setLineErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => id !== line.orderItemId)),
    )
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSending) return
    if (chosenUnits === 0) {
      setFormError(RETURN_NO_ITEMS_MESSAGE)
      return
    }
    const errors = checkChoices(choices)
    setLineErrors(errors)
    if (Object.keys(errors).length > 0) {
      setFormError('Complete the items marked below.')
      return
    }
    setFormError(null)
    try {
      const made = await createReturn(
        toCreateReturnBody(orderId, data.lines, choices, resolution, note),
      ).unwrap()
      const state: ReturnSlipState = { isNew: true }
      void navigate(returnPaths.slip(made._id), { replace: true, state })
    } catch (failure) {
      setFormError(getErrorMessage(failure, CREATE_RETURN_FAILED_MESSAGE))
      // Stock or what is returnable may have changed since the page loaded.
      void refetch()
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <section
        aria-labelledby="return-items-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="return-items-heading" className="text-lg font-bold tracking-tight">
          1. What is going back?
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Choose the items, a reason for each, and whether you want your money back or another size
          or colour. An exchange costs nothing.
        </p>
        <ul className="mt-6 space-y-3">
          {data.lines.map((line) => (
            <ReturnLineChoice
              key={line.orderItemId}
              line={line}
              choice={choiceOf(line)}
              errors={lineErrors[line.orderItemId]}
              onChange={(choice) => {
                change(line, choice)
              }}
            />
          ))}
        </ul>
      </section>

      {isMoneyAsked ? (
        <section
          aria-labelledby="return-money-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <fieldset>
            <legend id="return-money-heading" className="text-lg font-bold tracking-tight">
              2. How would you like your money back?
            </legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {RESOLUTIONS.map((option) => (
                <label
                  key={option.value}
                  className={`flex cursor-pointer gap-3 rounded-xl border p-4 ${focusRing.within} ${
                    resolution === option.value
                      ? 'border-ink bg-stone-50'
                      : 'border-stone-200 hover:border-stone-400'
                  }`}
                >
                  <input
                    type="radio"
                    name="resolution"
                    value={option.value}
                    checked={resolution === option.value}
                    onChange={() => {
                      setResolution(option.value)
                    }}
                    aria-labelledby={`${formId}-${option.value}-label`}
                    aria-describedby={`${formId}-${option.value}-hint`}
                    className="mt-0.5 size-4 shrink-0 accent-ink focus-visible:outline-none"
                  />
                  <span className="text-sm">
                    <span
                      id={`${formId}-${option.value}-label`}
                      className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold"
                    >
                      {option.label}
                      {/* The hint says it in words; the badge is for the eye. */}
                      {option.isFaster ? (
                        <span
                          aria-hidden="true"
                          className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800"
                        >
                          Faster
                        </span>
                      ) : null}
                    </span>
                    <span
                      id={`${formId}-${option.value}-hint`}
                      className="mt-0.5 block text-stone-600"
                    >
                      {option.hint}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </section>
      ) : null}

      <section
        aria-labelledby="return-confirm-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="return-confirm-heading" className="text-lg font-bold tracking-tight">
          {isMoneyAsked ? '3.' : '2.'} Confirm
        </h2>
        <div className="mt-4">
          <label htmlFor={noteId} className="block text-sm font-medium">
            Anything we should know? <span className="font-normal text-stone-600">(optional)</span>
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => {
              setNote(event.target.value)
            }}
            maxLength={MAX_RETURN_NOTE_LENGTH}
            rows={3}
            className={`mt-1.5 ${fieldClassName()}`}
          />
        </div>
        <p className="mt-4 text-sm text-stone-600">
          {describeChosen(choices)}
          {chosenUnits > 0 ? ' You will get a return slip to print and put in the parcel.' : null}
        </p>
        {formError ? (
          <div className="mt-4">
            <Alert>{formError}</Alert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant="primary"
            disabled={isSending}
            aria-busy={isSending || undefined}
            className="px-6 py-2.5 text-sm disabled:cursor-wait disabled:opacity-60"
          >
            {isSending ? 'Sending...' : 'Confirm return'}
          </Button>
          <Link
            to={paths.order(orderId)}
            className={buttonClass({ variant: 'ghost', className: 'px-5 py-2.5 text-sm' })}
          >
            Cancel
          </Link>
        </div>
      </section>
    </form>
  )
}
