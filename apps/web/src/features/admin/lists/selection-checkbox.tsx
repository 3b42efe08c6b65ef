import { useEffect, useRef } from 'react'
import type { RowSelection } from './use-row-selection'
import { focusRing } from '../../../components/ui/focus-ring'

const checkboxClass = `size-4 cursor-pointer rounded border-stone-400 accent-ink ${focusRing.standard}`

/** The header's checkbox: every row of the page; half-checked while some are chosen. */
export function SelectAllCheckbox({
  selection,
  label,
  disabled = false,
}: {
  selection: RowSelection
  /** "Select all products on this page". */
  label: string
  disabled?: boolean
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.someSelected
  }, [selection.someSelected])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={selection.allSelected}
      disabled={disabled}
      onChange={selection.toggleAll}
      className={checkboxClass}
    />
  )
}

/** A row's checkbox, named after the row: "Select Drift Pocket Tee". */
export function RowCheckbox({
  selection,
  id,
  label,
}: {
  selection: RowSelection
  id: string
  label: string
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.isSelected(id)}
      onChange={() => {
        selection.toggle(id)
      }}
      className={checkboxClass}
    />
  )
}
