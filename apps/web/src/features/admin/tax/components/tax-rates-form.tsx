import { MAX_ADDRESS_FIELD_LENGTH } from '@shop/shared/limits'
import { MAX_TAX_RATES, taxRatesBodySchema, type TaxRate } from '@shop/shared/tax'
import { Plus, Trash2 } from 'lucide-react'
import { useId, useState, type SubmitEvent } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetTaxRatesQuery, useUpdateTaxRatesMutation } from '../admin-tax-api'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { focusRing } from '../../../../components/ui/focus-ring'
import { buttonClass } from '../../../../components/ui/button'

export const TAX_RATES_SAVED_MESSAGE = 'Tax rates saved.'

type RowField = 'country' | 'state' | 'rate'

/** One row as typed; `key` tells rows apart while rows above it are added or removed. */
interface TaxRow {
  key: number
  country: string
  state: string
  rate: string
}

type RowErrors = Partial<Record<RowField, string>>

const outlineButtonClass = buttonClass({
  variant: 'secondary',
  className:
    'justify-center gap-1.5 px-4 py-2 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50',
})

const removeButtonClass = `inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-red-50 hover:text-red-700 ${focusRing.standard}`

let lastRowKey = 0
const newRowKey = () => (lastRowKey += 1)

function toRows(stored: readonly TaxRate[]): TaxRow[] {
  return stored.map((rate) => ({
    key: newRowKey(),
    country: rate.country,
    state: rate.state ?? '',
    rate: String(rate.rate),
  }))
}

/** The rate as the schema reads it: blank is missing, text that is no number stays text. */
function toRate(text: string): number | string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const rate = Number(trimmed)
  return Number.isNaN(rate) ? trimmed : rate
}

interface RowFieldProps {
  rowNumber: number
  label: string
  field: RowField
  value: string
  error: string | undefined
  onChange: (value: string) => void
  inputMode?: 'decimal'
  placeholder?: string
  suffix?: string
  autoFocus?: boolean
}

/** One cell of a row: labelled on phones; from `sm` up the column headers say what it is. */
function RowField({
  rowNumber,
  label,
  field,
  value,
  error,
  onChange,
  suffix,
  ...input
}: RowFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-stone-600 sm:sr-only">
        {label}
      </label>
      <div className="relative mt-1 sm:mt-0">
        <input
          id={id}
          // The row's number tells the rows' fields apart for screen readers.
          aria-label={`${label}, row ${String(rowNumber)}`}
          name={field}
          value={value}
          autoComplete="off"
          maxLength={MAX_ADDRESS_FIELD_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.value)
          }}
          className={`${fieldClassName(Boolean(error))} ${suffix ? 'pr-8' : ''}`}
          {...input}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const rowGrid =
  'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_2.5rem]'

/**
 * The shop's tax rates as editable rows, saved as one list (docs/product-rules.md § Money: the list
 * replaces the stored one). The shared schema checks each row first; what the server refuses (a
 * state it does not know, two rows for one place) is shown under Save in its words. After a save
 * the rows show what was stored: "California" comes back as CA.
 */
function TaxRatesEditor({ rates }: { rates: readonly TaxRate[] }) {
  const [rows, setRows] = useState<TaxRow[]>(() => toRows(rates))
  const [errors, setErrors] = useState<Record<number, RowErrors>>({})
  const [outcome, setOutcome] = useState<{ isError: boolean; text: string } | null>(null)
  const [addedKey, setAddedKey] = useState<number | null>(null)
  const [updateTaxRates, { isLoading }] = useUpdateTaxRatesMutation()

  const changeRow = (key: number, field: RowField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)))
    setErrors((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }))
    setOutcome(null)
  }

  const addRow = () => {
    const key = newRowKey()
    setRows((current) => [...current, { key, country: '', state: '', rate: '' }])
    setAddedKey(key)
    setOutcome(null)
  }

  const removeRow = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key))
    setOutcome(null)
  }

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome(null)
    const checked = taxRatesBodySchema.safeParse(
      rows.map((row) => ({
        country: row.country,
        state: row.state.trim() === '' ? null : row.state,
        rate: toRate(row.rate),
      })),
    )
    if (!checked.success) {
      const found: Record<number, RowErrors> = {}
      for (const issue of checked.error.issues) {
        const [index, field] = issue.path
        const row = typeof index === 'number' ? rows[index] : undefined
        if (!row) {
          setOutcome({ isError: true, text: issue.message })
          continue
        }
        const rowErrors = (found[row.key] ??= {})
        rowErrors[field as RowField] ??= issue.message
      }
      setErrors(found)
      return
    }
    try {
      const stored = await updateTaxRates(checked.data).unwrap()
      setRows(toRows(stored))
      setErrors({})
      setAddedKey(null)
      setOutcome({ isError: false, text: TAX_RATES_SAVED_MESSAGE })
    } catch (error) {
      setOutcome({ isError: true, text: getErrorMessage(error, 'Failed to save the tax rates.') })
    }
  }

  return (
    <form
      aria-label="Tax rates"
      noValidate
      onSubmit={(event) => void save(event)}
      className={`${panelClass} p-4 sm:p-6`}
    >
      <div className="rounded-lg bg-stone-50 px-4 py-3 text-sm text-stone-700">
        <p>
          A state row beats the country row: an address in that state pays the state’s rate, the
          rest of the country pays the country’s. Tax is charged on the discounted subtotal plus
          shipping; an address no row matches pays none.
        </p>
        <p className="mt-1">
          Write countries as names or codes (“United States” or “US”) and US states by name or
          two-letter code; leave State empty for a whole country.
        </p>
      </div>

      <div
        aria-hidden="true"
        className={`mt-5 hidden text-xs font-semibold tracking-wide text-stone-600 uppercase sm:grid ${rowGrid}`}
      >
        <span>Country</span>
        <span>State (optional)</span>
        <span>Rate</span>
        <span />
      </div>

      {rows.length === 0 ? (
        <p className="mt-5 text-sm text-stone-600">No tax rates: no address pays tax.</p>
      ) : (
        <ul className="mt-3 space-y-4 sm:space-y-2">
          {rows.map((row, index) => {
            const rowErrors = errors[row.key] ?? {}
            const rowNumber = index + 1
            return (
              <li
                key={row.key}
                className={`${rowGrid} items-start border-t border-stone-200 pt-4 first:border-t-0 first:pt-0 sm:border-t-0 sm:pt-0`}
              >
                <RowField
                  rowNumber={rowNumber}
                  label="Country"
                  field="country"
                  value={row.country}
                  error={rowErrors.country}
                  autoFocus={row.key === addedKey}
                  onChange={(value) => {
                    changeRow(row.key, 'country', value)
                  }}
                />
                <RowField
                  rowNumber={rowNumber}
                  label="State"
                  field="state"
                  value={row.state}
                  error={rowErrors.state}
                  placeholder="Whole country"
                  onChange={(value) => {
                    changeRow(row.key, 'state', value)
                  }}
                />
                <RowField
                  rowNumber={rowNumber}
                  label="Rate"
                  field="rate"
                  value={row.rate}
                  error={rowErrors.rate}
                  inputMode="decimal"
                  suffix="%"
                  onChange={(value) => {
                    changeRow(row.key, 'rate', value)
                  }}
                />
                <div className="flex items-end justify-end self-stretch sm:items-start">
                  <button
                    type="button"
                    onClick={() => {
                      removeRow(row.key)
                    }}
                    aria-label={`Remove row ${String(rowNumber)}`}
                    title="Remove this row"
                    className={removeButtonClass}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <button
          type="button"
          onClick={addRow}
          disabled={rows.length >= MAX_TAX_RATES}
          className={outlineButtonClass}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add Row
        </button>
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save Tax Rates'}
        </button>
        {outcome ? (
          <p
            role={outcome.isError ? 'alert' : 'status'}
            className={`text-sm font-medium ${outcome.isError ? 'text-red-700' : 'text-green-800'}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </form>
  )
}

/** The tax screen's content: the stored rates, loaded once, then edited as rows. */
export function TaxRatesForm() {
  const {
    data: rates,
    isLoading,
    isError,
    error,
    fulfilledTimeStamp,
  } = useGetTaxRatesQuery(undefined, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !rates) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load tax rates')}
      </p>
    )
  }
  // Rates fetched afresh (the cached list is shown while they load) start the rows again.
  return <TaxRatesEditor key={fulfilledTimeStamp} rates={rates} />
}
