import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { focusRing } from '../../../components/ui/focus-ring'

interface SubmitButtonProps {
  children: ReactNode
  /** Shown, with a spinner, while the form is being sent. */
  pendingLabel: string
  isPending: boolean
  isDisabled?: boolean
}

/** The full-width submit of the account forms; it cannot be pressed twice while sending. */
export function SubmitButton({ children, pendingLabel, isPending, isDisabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={isPending || isDisabled}
      aria-busy={isPending || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold shadow-sm ${focusRing.standard} ${
        isPending
          ? 'cursor-wait bg-stone-700 text-white'
          : 'bg-ink text-white hover:bg-stone-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600 disabled:shadow-none'
      }`}
    >
      {isPending ? (
        <>
          <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  )
}
