import { useId, type InputHTMLAttributes } from 'react'
import { fieldClassName } from './field-styles'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string | null
  /** Guidance shown under the field while it has no error. */
  hint?: string
}

/** A labelled input whose message, when it has one, is tied to it for screen readers. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error || hint
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
