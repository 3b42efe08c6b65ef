import { MAX_ADDRESS_FIELD_LENGTH } from '@shop/shared/limits'
import { MAX_TAX_RATES, taxRatesBodySchema, type TaxRate } from '@shop/shared/tax'
import { useId, useState, type SubmitEvent } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useGetTaxRatesQuery, useUpdateTaxRatesMutation } from '../admin-tax-api'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'
import { AddRowButton } from '../../components/row-buttons'
import { RowList } from '../../components/row-list'

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

/** A row's cells: the field, its label, its column's title from `sm` up, and its input's extras. */
const ROW_COLUMNS: {
  field: RowField
  label: string
  title: string
  input?: Pick<RowFieldProps, 'placeholder' | 'inputMode' | 'suffix'>
}[] = [
  { field: 'country', label: 'Country', title: 'Country' },
  {
    field: 'state',
    label: 'State',
    title: 'State (optional)',
    input: { placeholder: 'Whole country' },
  },
  { field: 'rate', label: 'Rate', title: 'Rate', input: { inputMode: 'decimal', suffix: '%' } },
]

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

      <RowList
        className="mt-3 sm:mt-5"
        grid={rowGrid}
        columns={ROW_COLUMNS.map((column) => column.title)}
        rows={rows}
        emptyText="No tax rates: no address pays tax."
        removeLabel={(index) => `Remove row ${String(index + 1)}`}
        removeTitle="Remove this row"
        onRemove={(row) => {
          removeRow(row.key)
        }}
        renderFields={(row, index) =>
          ROW_COLUMNS.map((column) => (
            <RowField
              key={column.field}
              rowNumber={index + 1}
              label={column.label}
              field={column.field}
              value={row[column.field]}
              error={errors[row.key]?.[column.field]}
              // Focus goes to a row just added.
              autoFocus={column.field === 'country' && row.key === addedKey}
              onChange={(value) => {
                changeRow(row.key, column.field, value)
              }}
              {...column.input}
            />
          ))
        }
      />

      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <AddRowButton onAdd={addRow} disabled={rows.length >= MAX_TAX_RATES}>
          Add Row
        </AddRowButton>
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
