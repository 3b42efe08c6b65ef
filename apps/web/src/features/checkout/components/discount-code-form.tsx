import { Tag, X } from 'lucide-react'
import { useId, useState, type SubmitEvent } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'
import { focusRing } from '../../../components/ui/focus-ring'
import { Button } from '../../../components/ui/button'

interface DiscountCodeFormProps {
  /** The code the server applied to the figures shown; null when none applies. */
  appliedCode: string | null
  /** The server's reason a code does not apply (docs/product-rules.md § Money: shown, not an error). */
  message: string | null
  /** The checkout is created: its code can change only after "Edit details". */
  isDisabled: boolean
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * The checkout summary's discount code: Apply asks the server for a new quote with the code,
 * Remove asks for one without it. A code that does not apply shows the server's reason under
 * the field; the shopper can correct it and apply again.
 */
export function DiscountCodeForm({
  appliedCode,
  message,
  isDisabled,
  onApply,
  onRemove,
}: DiscountCodeFormProps) {
  const id = useId()
  const messageId = `${id}-message`
  const [code, setCode] = useState('')

  if (appliedCode !== null) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3.5 py-2.5 text-sm">
        <p className="flex min-w-0 items-center gap-2 text-stone-800">
          <Tag className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            Code <span className="font-semibold">{appliedCode}</span> applied
          </span>
        </p>
        <Button
          type="button"
          onClick={() => {
            setCode('')
            onRemove()
          }}
          disabled={isDisabled}
          aria-label={`Remove discount code ${appliedCode}`}
          variant="link"
          className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-1 text-stone-700 hover:text-ink disabled:cursor-not-allowed disabled:text-stone-400 disabled:no-underline"
        >
          <X className="size-3.5" aria-hidden="true" />
          Remove
        </Button>
      </div>
    )
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (trimmed === '' || isDisabled) return
    onApply(trimmed)
  }

  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={id} className="block text-sm font-medium">
        Discount code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
          }}
          disabled={isDisabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={`min-w-0 flex-1 uppercase placeholder:normal-case ${fieldClassName(Boolean(message))}`}
        />
        <button
          type="submit"
          disabled={isDisabled || code.trim() === ''}
          className={`h-11 shrink-0 rounded-lg border border-ink px-4 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white ${focusRing.standard} disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-transparent`}
        >
          Apply
        </button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  )
}
