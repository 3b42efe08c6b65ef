import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { dangerButtonClass } from './admin-styles'

interface DeleteButtonProps {
  /** What it deletes, for screen readers: "Delete Drift Hoodie". */
  accessibleName: string
  isDeleting: boolean
  onDelete: () => void
  disabled?: boolean
  title?: string
  /** The visible word, "Delete" unless given. */
  children?: ReactNode
  /** Where a row is tight the word hides, "Deleting..." too, and the icon stays. */
  labelClassName?: string
}

/** The back office's one Delete button: icon, danger look, "Deleting..." while it works. */
export function DeleteButton({
  accessibleName,
  isDeleting,
  onDelete,
  disabled = false,
  title,
  children,
  labelClassName,
}: DeleteButtonProps) {
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={disabled || isDeleting}
      title={title}
      aria-label={accessibleName}
      className={dangerButtonClass}
    >
      <Trash2 className="size-4" aria-hidden="true" />
      <span className={labelClassName}>{isDeleting ? 'Deleting...' : (children ?? 'Delete')}</span>
    </button>
  )
}
