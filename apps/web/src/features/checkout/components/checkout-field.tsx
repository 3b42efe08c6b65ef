import { useId, type InputHTMLAttributes } from 'react'

interface CheckoutFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
> {
  label: string
  /** Shown under the field and announced with it; the field is then marked invalid. */
  error?: string | null
}

/** A labelled input of the checkout, in the look of the shop's other forms. */
export function CheckoutField({ label, error, ...input }: CheckoutFieldProps) {
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
        className={`mt-1.5 block w-full rounded-lg border px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-400 read-only:bg-stone-50 read-only:text-stone-700 focus:ring-1 focus:outline-none disabled:bg-stone-50 disabled:text-stone-600 sm:text-sm ${
          error
            ? 'border-red-600 bg-white focus:border-red-600 focus:ring-red-600'
            : 'border-stone-300 bg-white focus:border-ink focus:ring-ink'
        }`}
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
