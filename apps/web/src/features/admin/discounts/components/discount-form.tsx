import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_TYPES,
  discountBodySchema,
  type Discount,
  type DiscountType,
} from '@shop/shared/discounts'
import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { SelectField } from '../../../../components/ui/select-field'
import { TextField } from '../../../../components/ui/text-field'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useCreateDiscountMutation, useUpdateDiscountMutation } from '../admin-discounts-api'
import {
  EMPTY_DISCOUNT_FORM,
  toDiscountFormValues,
  toDiscountInput,
  type DiscountFormValues,
} from '../discount-form-values'
import { primaryButtonClass } from '../../components/admin-styles'
import { buttonClass } from '../../../../components/ui/button'

type FieldName = keyof DiscountFormValues
type FieldErrors = Partial<Record<FieldName, string>>

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percent: 'Percent off',
  fixed: 'Amount off',
  free_shipping: 'Free shipping',
}

const VALUE_LABELS: Record<Exclude<DiscountType, 'free_shipping'>, string> = {
  percent: 'Percent off (%)',
  fixed: 'Amount off ($)',
}

const secondaryButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center px-5 py-2.5 hover:bg-stone-50',
})

/** The first message of each field the shared schema refuses, as the server would word it. */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0] as FieldName
    errors[field] ??= issue.message
  }
  return errors
}

interface DiscountFormProps {
  /** The code being edited; none for a new one. */
  discount?: Discount
  onSaved: (saved: Discount) => void
  onCancel: () => void
}

/**
 * docs/product-rules.md § Money: a discount code's settings. The form checks with the shared schema
 * first; what the server refuses (a code already taken, a limit below the uses) is shown under
 * the buttons in the server's words.
 */
export function DiscountForm({ discount, onSaved, onCancel }: DiscountFormProps) {
  const [values, setValues] = useState<DiscountFormValues>(() =>
    discount ? toDiscountFormValues(discount) : EMPTY_DISCOUNT_FORM,
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [createDiscount, { isLoading: isCreating }] = useCreateDiscountMutation()
  const [updateDiscount, { isLoading: isUpdating }] = useUpdateDiscountMutation()
  const isSaving = isCreating || isUpdating

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as FieldName
    const value =
      event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
        ? event.target.checked
        : event.target.value
    setValues((current) => ({ ...current, [name]: value }))
    // A field being corrected stops showing its old message.
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    const checked = discountBodySchema.safeParse(toDiscountInput(values))
    if (!checked.success) {
      setErrors(firstMessages(checked.error.issues))
      return
    }
    try {
      const saved = discount
        ? await updateDiscount({ id: discount._id, body: checked.data }).unwrap()
        : await createDiscount(checked.data).unwrap()
      onSaved(saved)
    } catch (error) {
      setServerError(getErrorMessage(error, 'Failed to save the discount code.'))
    }
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name] as string,
    onChange: change,
    error: errors[name],
  })

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={discount ? `Edit ${discount.code}` : 'New discount code'}
      noValidate
      className="space-y-5"
    >
      <TextField
        label="Code"
        autoComplete="off"
        spellCheck={false}
        maxLength={DISCOUNT_CODE_MAX_LENGTH}
        hint="What shoppers type at checkout, in any letter case: letters, digits, - and _."
        {...field('code')}
      />
      <SelectField
        label="Type"
        name="type"
        value={values.type}
        onChange={change}
        options={DISCOUNT_TYPES}
        labels={DISCOUNT_TYPE_LABELS}
        error={errors.type}
      />
      {values.type === 'free_shipping' ? (
        <p className="rounded-lg bg-stone-50 px-3.5 py-2.5 text-sm text-stone-700">
          Takes off the cheapest shipping option for the shopper’s address; a faster option costs
          the difference.
        </p>
      ) : (
        <TextField
          label={VALUE_LABELS[values.type]}
          inputMode="decimal"
          autoComplete="off"
          hint={values.type === 'percent' ? '1 to 100.' : 'Never more than the goods cost.'}
          {...field('value')}
        />
      )}
      <TextField
        label="Minimum subtotal ($)"
        inputMode="decimal"
        autoComplete="off"
        hint="Leave empty for none."
        {...field('minSubtotal')}
      />
      {/* One per line: a date and time picker needs the side panel's whole width. */}
      <TextField
        label="Starts"
        type="datetime-local"
        hint="Optional; your time zone."
        {...field('startsAt')}
      />
      <TextField
        label="Ends"
        type="datetime-local"
        hint="Optional; the code stops working then."
        {...field('endsAt')}
      />
      <div className="grid grid-cols-2 gap-x-4 gap-y-5">
        <TextField
          label="Usage limit"
          inputMode="numeric"
          autoComplete="off"
          hint="Orders in all; empty for no limit."
          {...field('usageLimit')}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          autoComplete="off"
          hint="Empty for no limit."
          {...field('perCustomerLimit')}
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={change}
          className="size-4 rounded border-stone-300 accent-ink"
        />
        Active: shoppers can use it
      </label>
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <button type="submit" disabled={isSaving} className={primaryButtonClass}>
          {isSaving ? 'Saving...' : discount ? 'Save Changes' : 'Add Code'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverError}
        </p>
      ) : null}
    </form>
  )
}
