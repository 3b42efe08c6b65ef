import { useId, type InputHTMLAttributes } from 'react'
import { fieldClassName } from './field-styles'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string | null
}

/** A labelled input whose message, when it has one, is tied to it for screen readers. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 ${fieldClassName(Boolean(error))}`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
