import { MAX_RATES_PER_ZONE } from '@shop/shared/shipping-table'
import { useId } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { focusRing } from '../../../../components/ui/focus-ring'
import { panelClass } from '../../components/admin-styles'
import { AddRowButton, RemoveRowButton } from '../../components/row-buttons'
import { RowList } from '../../components/row-list'
import { fieldKey, newRateDraft, type RateField, type ZoneDraft } from '../shipping-table-draft'
import { CountryPicker } from './country-picker'

/** A rate's columns: id, label, cost, days, free over and its remove button; two per row on phones. */
const rateGrid =
  'grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.8fr)_minmax(0,0.7fr)_minmax(0,0.8fr)_2.5rem]'

const RATE_COLUMNS: { field: RateField; label: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'id', label: 'Rate id' },
  { field: 'label', label: 'Label' },
  { field: 'cost', label: 'Cost ($)', inputMode: 'decimal' },
  { field: 'estimatedDays', label: 'Days', inputMode: 'numeric' },
  { field: 'freeOver', label: 'Free over ($)', inputMode: 'decimal' },
]

interface RateFieldInputProps {
  rateLabel: string
  label: string
  value: string
  error: string | undefined
  inputMode: 'decimal' | 'numeric' | undefined
  onChange: (value: string) => void
}

/** One cell of a rate: labelled on phones; from `sm` up the column headers say what it is. */
function RateFieldInput({
  rateLabel,
  label,
  value,
  error,
  inputMode,
  onChange,
}: RateFieldInputProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-stone-600 sm:sr-only">
        {label}
      </label>
      <input
        id={id}
        // The rate's number tells the rows' fields apart for screen readers.
        aria-label={`${label}, ${rateLabel}`}
        value={value}
        autoComplete="off"
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onChange(event.target.value)
        }}
        className={`mt-1 sm:mt-0 ${fieldClassName(Boolean(error))}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface ShippingZoneEditorProps {
  zone: ZoneDraft
  zoneNumber: number
  errors: Readonly<Record<string, string>>
  /** Countries of the other zones, with their zone's name. */
  takenBy: ReadonlyMap<string, string>
  /** Another zone already covers the rest of the world. */
  isRestOfWorldTaken: boolean
  onChange: (zone: ZoneDraft) => void
  onRemove: () => void
  autoFocusName: boolean
}

/**
 * One zone of the shipping table: its name, its countries or the rest of the world, and its rates
 * (docs/product-rules.md § Shipping rates: a rate is free when the subtotal is over, strictly,
 * its free-over amount).
 */
export function ShippingZoneEditor({
  zone,
  zoneNumber,
  errors,
  takenBy,
  isRestOfWorldTaken,
  onChange,
  onRemove,
  autoFocusName,
}: ShippingZoneEditorProps) {
  const id = useId()
  const zoneLabel = zone.name.trim() === '' ? `zone ${String(zoneNumber)}` : zone.name.trim()
  const nameError = errors[fieldKey.zone(zone.key, 'name')]
  const ratesError = errors[fieldKey.zone(zone.key, 'rates')]
  const rateLabelOf = (index: number) => `rate ${String(index + 1)} of ${zoneLabel}`

  const changeRate = (key: number, field: RateField, value: string) => {
    onChange({
      ...zone,
      rates: zone.rates.map((rate) => (rate.key === key ? { ...rate, [field]: value } : rate)),
    })
  }

  return (
    <fieldset className={`${panelClass} min-w-0 p-4 sm:p-6`}>
      <legend className="sr-only">Shipping zone {zoneNumber}</legend>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-stone-700">
            Zone name
          </label>
          <input
            id={`${id}-name`}
            value={zone.name}
            autoComplete="off"
            // Focus goes to a zone just added.
            autoFocus={autoFocusName}
            placeholder="Europe"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => {
              onChange({ ...zone, name: event.target.value })
            }}
            className={`mt-1 ${fieldClassName(Boolean(nameError))}`}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="mt-1 text-sm font-medium text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>
        <RemoveRowButton
          label={`Remove ${zoneLabel}`}
          title="Remove this zone"
          onRemove={onRemove}
          className="mt-6"
        />
      </div>

      <label className="mt-4 flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={zone.restOfWorld}
          disabled={!zone.restOfWorld && isRestOfWorldTaken}
          onChange={(event) => {
            onChange({ ...zone, restOfWorld: event.target.checked })
          }}
          className={`mt-0.5 size-4 rounded border-stone-400 accent-ink ${focusRing.standard}`}
        />
        <span>
          <span className="font-medium text-ink">Rest of the world</span>
          <span className="block text-stone-600">
            Every country no other zone names, and addresses whose country is not recognised.
            {!zone.restOfWorld && isRestOfWorldTaken ? ' Another zone already covers it.' : ''}
          </span>
        </span>
      </label>

      {zone.restOfWorld ? null : (
        <div className="mt-4">
          <CountryPicker
            zoneLabel={zoneLabel}
            selected={zone.countries}
            takenBy={takenBy}
            error={errors[fieldKey.zone(zone.key, 'countries')]}
            onChange={(countries) => {
              onChange({ ...zone, countries })
            }}
          />
        </div>
      )}

      <h3 className="mt-6 text-sm font-semibold text-ink">Rates</h3>
      <RowList
        className="mt-2"
        grid={rateGrid}
        columns={RATE_COLUMNS.map((column) => column.label)}
        rows={zone.rates}
        removeLabel={(index) => `Remove ${rateLabelOf(index)}`}
        removeTitle="Remove this rate"
        onRemove={(rate) => {
          onChange({ ...zone, rates: zone.rates.filter((each) => each.key !== rate.key) })
        }}
        renderFields={(rate, index) =>
          RATE_COLUMNS.map((column) => (
            <RateFieldInput
              key={column.field}
              rateLabel={rateLabelOf(index)}
              label={column.label}
              value={rate[column.field]}
              error={errors[fieldKey.rate(zone.key, rate.key, column.field)]}
              inputMode={column.inputMode}
              onChange={(value) => {
                changeRate(rate.key, column.field, value)
              }}
            />
          ))
        }
      />
      {ratesError ? (
        <p id={`${id}-rates-error`} className="mt-2 text-sm font-medium text-red-700">
          {ratesError}
        </p>
      ) : null}
      <AddRowButton
        className="mt-4"
        disabled={zone.rates.length >= MAX_RATES_PER_ZONE}
        // With no rate left there is no field to mark: the button that adds one carries the error.
        describedBy={ratesError ? `${id}-rates-error` : undefined}
        onAdd={() => {
          onChange({ ...zone, rates: [...zone.rates, newRateDraft()] })
        }}
      >
        Add rate
      </AddRowButton>
    </fieldset>
  )
}
