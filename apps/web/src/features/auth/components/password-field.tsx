import { Eye, EyeOff } from 'lucide-react'
import { useId, useState, type InputHTMLAttributes } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'
import { focusRing } from '../../../components/ui/focus-ring'

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type'
> {
  label?: string
  /** Ids of texts that describe the field (the strength meter and its checklist). */
  describedBy?: string
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string | null
}

/** A password input with a button that shows what was typed, which helps on phone keyboards. */
export function PasswordField({
  label = 'Password',
  describedBy,
  error,
  ...input
}: PasswordFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [isShown, setIsShown] = useState(false)
  const Icon = isShown ? EyeOff : Eye
  const describedByIds = [error ? errorId : null, describedBy].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={isShown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${fieldClassName(Boolean(error))} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => {
            setIsShown((shown) => !shown)
          }}
          aria-label={isShown ? 'Hide password' : 'Show password'}
          aria-controls={id}
          className={`absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-stone-500 hover:text-ink ${focusRing.inset}`}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
