import { useId, type InputHTMLAttributes } from 'react'
import { fieldClassName } from './admin-styles'

interface AdminTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> {
  label: string
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string
  hint?: string
}

/** A labelled input of the back office's forms, its message tied to it for screen readers. */
export function AdminTextField({ label, error, hint, ...input }: AdminTextFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error ?? hint
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={`mt-1.5 ${fieldClassName(Boolean(error))}`}
        {...input}
      />
      {message ? (
        <p
          id={messageId}
          className={`mt-1.5 text-sm ${error ? 'font-medium text-red-700' : 'text-stone-600'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}
