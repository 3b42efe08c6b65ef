import { MAX_SOCIAL_LINKS } from '@shop/shared/shop-settings'
import { Plus, Trash2 } from 'lucide-react'
import { buttonClass } from '../../../../components/ui/button'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { focusRing } from '../../../../components/ui/focus-ring'

/** A link as typed; `key` tells rows apart while rows above it are added or removed. */
export interface SocialLinkRow {
  key: number
  label: string
  url: string
}

interface SocialLinksFieldProps {
  rows: readonly SocialLinkRow[]
  /** The first problem of each row, by its key. */
  errors: Readonly<Record<number, string>>
  onChange: (rows: SocialLinkRow[]) => void
  newKey: () => number
}

const removeButtonClass = `inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-red-50 hover:text-red-700 ${focusRing.standard}`

/** The footer's "Follow us" links: a label and an address each, in the order shown. */
export function SocialLinksField({ rows, errors, onChange, newKey }: SocialLinksFieldProps) {
  const change = (key: number, field: 'label' | 'url', value: string) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium">Social links</legend>
      <p className="mt-1 text-sm text-stone-600">
        Shown under “Follow us” in the footer; none hides that column.
      </p>
      <ul className="mt-2 space-y-3">
        {rows.map((row, index) => {
          const rowNumber = String(index + 1)
          const error = errors[row.key]
          return (
            <li key={row.key}>
              <div className="flex items-start gap-2">
                <input
                  aria-label={`Label, link ${rowNumber}`}
                  placeholder="Instagram"
                  value={row.label}
                  maxLength={30}
                  onChange={(event) => {
                    change(row.key, 'label', event.target.value)
                  }}
                  className={`${fieldClassName(Boolean(error))} w-32 shrink-0 sm:w-40`}
                />
                <input
                  aria-label={`Address, link ${rowNumber}`}
                  placeholder="https://www.instagram.com/yourshop"
                  type="url"
                  value={row.url}
                  onChange={(event) => {
                    change(row.key, 'url', event.target.value)
                  }}
                  aria-invalid={error ? true : undefined}
                  className={`${fieldClassName(Boolean(error))} min-w-0 flex-1`}
                />
                <button
                  type="button"
                  aria-label={`Remove link ${rowNumber}`}
                  title="Remove this link"
                  className={removeButtonClass}
                  onClick={() => {
                    onChange(rows.filter((other) => other.key !== row.key))
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
              {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        disabled={rows.length >= MAX_SOCIAL_LINKS}
        onClick={() => {
          onChange([...rows, { key: newKey(), label: '', url: '' }])
        }}
        className={buttonClass({
          variant: 'secondary',
          className:
            'mt-3 inline-flex items-center gap-1.5 px-4 py-2 text-sm hover:bg-stone-50 disabled:opacity-50',
        })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a link
      </button>
    </fieldset>
  )
}
