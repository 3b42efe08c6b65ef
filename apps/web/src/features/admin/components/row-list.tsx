import type { ReactNode } from 'react'
import { RemoveRowButton } from './row-buttons'

interface RowListProps<Row extends { key: number }> {
  /** The rows; `key` tells them apart while rows above are added or removed. */
  rows: readonly Row[]
  /** A row's grid: its fields' columns, then a last one of 2.5rem for its Remove button. */
  grid: string
  /**
   * Column titles, shown from `sm` up where the fields' own labels hide; on phones a row's fields
   * wrap and a line parts the rows. Without them each row is one line.
   */
  columns?: readonly string[]
  /** Shown instead of the rows when there are none. */
  emptyText?: string
  /** The list's place in the form: "mt-2". */
  className?: string
  /** A row's fields, one grid cell each; `index` numbers the row in their labels. */
  renderFields: (row: Row, index: number) => ReactNode
  /** Under a row, across it: the row's own error. */
  renderNote?: (row: Row, index: number) => ReactNode
  /** The Remove button's name, for screen readers: "Remove row 2". */
  removeLabel: (index: number) => string
  /** Its tooltip: "Remove this row". */
  removeTitle: string
  onRemove: (row: Row) => void
}

/**
 * An editable list of rows in a back-office form (tax rates, a zone's shipping rates, social
 * links): each row's fields and its Remove button, under optional column titles. The form keeps
 * the rows; `AddRowButton` adds one wherever the form puts it.
 */
export function RowList<Row extends { key: number }>({
  rows,
  grid,
  columns,
  emptyText,
  className,
  renderFields,
  renderNote,
  removeLabel,
  removeTitle,
  onRemove,
}: RowListProps<Row>) {
  const isTable = columns !== undefined
  return (
    <div className={className}>
      {isTable ? (
        <div
          aria-hidden="true"
          className={`mb-2 hidden text-xs font-semibold tracking-wide text-stone-600 uppercase sm:grid ${grid}`}
        >
          {columns.map((column) => (
            <span key={column}>{column}</span>
          ))}
          <span />
        </div>
      ) : null}
      {rows.length === 0 && emptyText !== undefined ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <ul className={isTable ? 'space-y-4 sm:space-y-2' : 'space-y-3'}>
          {rows.map((row, index) => (
            <li
              key={row.key}
              className={
                isTable
                  ? 'border-t border-stone-200 pt-4 first:border-t-0 first:pt-0 sm:border-t-0 sm:pt-0'
                  : undefined
              }
            >
              <div className={`${grid} items-start`}>
                {renderFields(row, index)}
                <div
                  className={
                    // On phones a wrapped row's button sits at its end, bottom right.
                    isTable
                      ? 'flex items-end justify-end self-stretch sm:items-start'
                      : 'flex justify-end'
                  }
                >
                  <RemoveRowButton
                    label={removeLabel(index)}
                    title={removeTitle}
                    onRemove={() => {
                      onRemove(row)
                    }}
                  />
                </div>
              </div>
              {renderNote?.(row, index)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
