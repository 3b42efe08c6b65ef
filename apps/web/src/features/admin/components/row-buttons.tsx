import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'

interface AddRowButtonProps {
  /** What it adds: "Add rate". */
  children: ReactNode
  onAdd: () => void
  /** The list is at its limit. */
  disabled: boolean
  /** Its place in the form: "mt-4". */
  className?: string
  /** The id of a message about the whole list ("A zone needs at least one rate."). */
  describedBy?: string
}

/** The button under an editable list of rows that adds one. */
export function AddRowButton({
  children,
  onAdd,
  disabled,
  className = '',
  describedBy,
}: AddRowButtonProps) {
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onAdd}
      className={`justify-center gap-1.5 px-4 py-2 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  )
}

interface RemoveRowButtonProps {
  /** The row it removes, for screen readers: "Remove rate 2 of Europe". */
  label: string
  /** The tooltip: "Remove this rate". */
  title: string
  onRemove: () => void
  className?: string
}

/** A row's round bin button, which removes it. */
export function RemoveRowButton({ label, title, onRemove, className = '' }: RemoveRowButtonProps) {
  return (
    <Button
      type="button"
      variant="icon"
      aria-label={label}
      title={title}
      onClick={onRemove}
      className={`size-10 shrink-0 text-stone-600 hover:bg-red-50 hover:text-red-700 ${className}`}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  )
}
