import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'

interface FieldFrameProps {
  id: string
  label: string
  /** Extra classes for the label (a table-like row hides it visually behind a header). */
  labelClassName?: string
  isRequired?: boolean
  hint?: string
  error?: string
  children: ReactNode
}

/** Label, control, hint and message; the message is tied to the control for screen readers. */
function FieldFrame({
  id,
  label,
  labelClassName,
  isRequired,
  hint,
  error,
  children,
}: FieldFrameProps) {
  return (
    <div>
      {/* The star stays outside the label: the field's name is "Name", not "Name *". */}
      <p className={`text-sm font-medium ${labelClassName ?? ''}`}>
        <label htmlFor={id}>{label}</label>
        {isRequired ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </p>
      <div className="mt-1.5">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

interface ProductFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'list'> {
  label: string
  labelClassName?: string
  isRequired?: boolean
  hint?: string
  error?: string
  /** Values already used in the catalogue, offered while typing (keeps "Top Wear" one spelling). */
  suggestions?: readonly string[]
}

export function ProductField({
  label,
  labelClassName,
  isRequired,
  hint,
  error,
  suggestions,
  className,
  ...input
}: ProductFieldProps) {
  const id = useId()
  const listId = suggestions && suggestions.length > 0 ? `${id}-suggestions` : undefined
  return (
    <FieldFrame
      id={id}
      label={label}
      labelClassName={labelClassName}
      isRequired={isRequired}
      hint={hint}
      error={error}
    >
      <input
        id={id}
        list={listId}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${fieldClassName(Boolean(error))} ${className ?? ''}`}
        {...input}
      />
      {listId ? (
        <datalist id={listId}>
          {suggestions?.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </FieldFrame>
  )
}

interface ProductTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  isRequired?: boolean
  hint?: string
  error?: string
}

export function ProductTextArea({
  label,
  isRequired,
  hint,
  error,
  ...textarea
}: ProductTextAreaProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} isRequired={isRequired} hint={hint} error={error}>
      <textarea
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${fieldClassName(Boolean(error))} resize-y`}
        {...textarea}
      />
    </FieldFrame>
  )
}

interface ProductSelectProps {
  label: string
  labelClassName?: string
  isRequired?: boolean
  hint?: string
  error?: string
  value: string
  /** The managed list's values, in the owner's order. */
  options: readonly string[]
  /** The first, empty choice ("Choose a size", "None"); absent when a value is always chosen. */
  placeholder?: string
  onChange: (value: string) => void
}

/**
 * A choice from a managed list (docs/api.md § Catalogue settings). A stored value the list no
 * longer holds stays shown, marked, so opening a product never silently changes it.
 */
export function ProductSelect({
  label,
  labelClassName,
  isRequired,
  hint,
  error,
  value,
  options,
  placeholder,
  onChange,
}: ProductSelectProps) {
  const id = useId()
  const isUnlisted = value !== '' && !options.includes(value)
  return (
    <FieldFrame
      id={id}
      label={label}
      labelClassName={labelClassName}
      isRequired={isRequired}
      hint={hint}
      error={error}
    >
      <select
        id={id}
        value={value}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldClassName(Boolean(error))}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {isUnlisted ? <option value={value}>{value} (not in the list)</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
