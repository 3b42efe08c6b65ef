import { MAX_SOCIAL_LINKS } from '@shop/shared/shop-settings'
import { useId } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { AddRowButton } from '../../components/row-buttons'
import { RowList } from '../../components/row-list'

/** A link as typed; `key` tells rows apart while rows above it are added or removed. */
export interface SocialLinkRow {
  key: number
  label: string
  url: string
}

/** A row's first problem, and the field it is about. */
export interface SocialLinkError {
  field: 'label' | 'url'
  message: string
}

interface SocialLinksFieldProps {
  rows: readonly SocialLinkRow[]
  /** The first problem of each row, by its key. */
  errors: Readonly<Record<number, SocialLinkError>>
  onChange: (rows: SocialLinkRow[]) => void
  newKey: () => number
}

/** A label's width, then the address, then the Remove button. */
const linkGrid =
  'grid grid-cols-[8rem_minmax(0,1fr)_2.5rem] gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_2.5rem]'

/**
 * The footer's "Follow us" links: a label and an address each, in the order shown. A row's error
 * shows under it and describes both its fields; the field it is about is marked invalid.
 */
export function SocialLinksField({ rows, errors, onChange, newKey }: SocialLinksFieldProps) {
  const id = useId()
  const errorId = (key: number) => `${id}-${String(key)}-error`
  const change = (key: number, field: 'label' | 'url', value: string) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium">Social links</legend>
      <p className="mt-1 text-sm text-stone-600">
        Shown under “Follow us” in the footer; none hides that column.
      </p>
      <RowList
        className="mt-2"
        grid={linkGrid}
        rows={rows}
        removeLabel={(index) => `Remove link ${String(index + 1)}`}
        removeTitle="Remove this link"
        onRemove={(row) => {
          onChange(rows.filter((other) => other.key !== row.key))
        }}
        renderFields={(row, index) => {
          const rowNumber = String(index + 1)
          const error = errors[row.key]
          const isInvalid = (field: SocialLinkError['field']) => error?.field === field
          return (
            <>
              <input
                aria-label={`Label, link ${rowNumber}`}
                placeholder="Instagram"
                value={row.label}
                maxLength={30}
                aria-invalid={isInvalid('label') ? true : undefined}
                aria-describedby={error ? errorId(row.key) : undefined}
                onChange={(event) => {
                  change(row.key, 'label', event.target.value)
                }}
                className={fieldClassName(isInvalid('label'))}
              />
              <input
                aria-label={`Address, link ${rowNumber}`}
                placeholder="https://www.instagram.com/yourshop"
                type="url"
                value={row.url}
                aria-invalid={isInvalid('url') ? true : undefined}
                aria-describedby={error ? errorId(row.key) : undefined}
                onChange={(event) => {
                  change(row.key, 'url', event.target.value)
                }}
                className={fieldClassName(isInvalid('url'))}
              />
            </>
          )
        }}
        renderNote={(row) => {
          const error = errors[row.key]
          return error ? (
            <p id={errorId(row.key)} className="mt-1 text-sm font-medium text-red-700">
              {error.message}
            </p>
          ) : null
        }}
      />
      <AddRowButton
        className="mt-3"
        disabled={rows.length >= MAX_SOCIAL_LINKS}
        onAdd={() => {
          onChange([...rows, { key: newKey(), label: '', url: '' }])
        }}
      >
        Add a link
      </AddRowButton>
    </fieldset>
  )
}
