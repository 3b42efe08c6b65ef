import { useId, type SelectHTMLAttributes } from 'react'
import { fieldClassName } from './field-styles'

interface SelectFieldProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'value'
> {
  label: string
  value: V
  options: readonly V[]
  /** The words shown for each value. */
  labels: Readonly<Record<V, string>>
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string | null
}

/** A labelled drop-down of fixed choices, styled and announced like TextField. */
export function SelectField<V extends string>({
  label,
  options,
  labels,
  error,
  ...select
}: SelectFieldProps<V>) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`mt-1.5 ${fieldClassName(Boolean(error))}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
