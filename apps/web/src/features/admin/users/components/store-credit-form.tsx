import {
  adjustStoreCreditBodySchema,
  MAX_STORE_CREDIT_REASON_LENGTH,
  STORE_CREDIT_AMOUNT_MESSAGE,
} from '@shop/shared/store-credit'
import { useState, type SubmitEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { formatMoney } from '../../../../lib/format-money'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { primaryButtonClass } from '../../components/admin-styles'
import { useAdjustStoreCreditMutation } from '../admin-users-api'

type FieldErrors = Partial<Record<'amount' | 'reason', string>>

interface Outcome {
  isError: boolean
  text: string
}

/** A typed amount as a positive number of dollars, or NaN when it is not one. */
function readAmount(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '')
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/**
 * The back office's grant or removal of a customer's store credit (docs/decisions/033-store-credit.md):
 * an amount in dollars and a reason, then "Add credit" or "Remove credit". The shared schema
 * checks the fields first; the server's answer (the new balance, or why not: a removal beyond
 * the balance) shows under the buttons, since toasts would hide behind the drawer's dialog.
 */
export function StoreCreditForm({ userId }: { userId: string }) {
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [adjustStoreCredit, { isLoading }] = useAdjustStoreCreditMutation()

  const send = async (sign: 1 | -1) => {
    setOutcome(null)
    const dollars = readAmount(amount)
    const checked = adjustStoreCreditBodySchema.safeParse({ amount: sign * dollars, reason })
    if (!checked.success || Number.isNaN(dollars)) {
      const found: FieldErrors = {}
      if (Number.isNaN(dollars)) found.amount = STORE_CREDIT_AMOUNT_MESSAGE
      for (const issue of checked.error?.issues ?? []) {
        const field = issue.path[0] as keyof FieldErrors
        found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    try {
      const credit = await adjustStoreCredit({ id: userId, body: checked.data }).unwrap()
      const verb = sign > 0 ? 'Added' : 'Removed'
      setOutcome({
        isError: false,
        text: `${verb} ${formatMoney(dollars)}. New balance: ${formatMoney(credit.balance)}.`,
      })
      setAmount('')
      setReason('')
    } catch (error) {
      setOutcome({ isError: true, text: getErrorMessage(error, 'Failed to change the credit.') })
    }
  }

  return (
    <form
      aria-label="Change store credit"
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault()
        void send(1)
      }}
      className="space-y-4"
    >
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value)
          setErrors((current) => ({ ...current, amount: undefined }))
        }}
        error={errors.amount}
        hint="In dollars, for example 15 or 12.50."
      />
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        maxLength={MAX_STORE_CREDIT_REASON_LENGTH}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          setErrors((current) => ({ ...current, reason: undefined }))
        }}
        error={errors.reason}
        hint="The customer sees it in their store credit history."
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          Add credit
        </button>
        <Button
          type="button"
          variant="secondary"
          disabled={isLoading}
          onClick={() => void send(-1)}
          className="px-5 py-2.5 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Remove credit
        </Button>
      </div>
      {outcome ? (
        <p
          role={outcome.isError ? 'alert' : 'status'}
          className={`text-sm font-medium ${outcome.isError ? 'text-red-700' : 'text-green-800'}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  )
}
