import {
  MAX_SHIPPING_ZONES,
  shippingTableSchema,
  type ShippingTableAnswer,
} from '@shop/shared/shipping-table'
import { useState, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { primaryButtonClass } from '../../components/admin-styles'
import { AddRowButton } from '../../components/row-buttons'
import { useGetShippingTableQuery, useUpdateShippingTableMutation } from '../admin-shipping-api'
import {
  errorsByField,
  fieldKey,
  newZoneDraft,
  toTableInput,
  toZoneDrafts,
  type ZoneDraft,
} from '../shipping-table-draft'
import { ShippingZoneEditor } from './shipping-zone-editor'

export const SHIPPING_TABLE_SAVED_MESSAGE = 'Shipping table saved.'
const FIX_FIELDS_MESSAGE = 'Please correct the marked fields.'

/** Each country of the other zones, with its zone's name: a country is in one zone only. */
function countriesOutside(zones: readonly ZoneDraft[], zone: ZoneDraft): Map<string, string> {
  const taken = new Map<string, string>()
  for (const other of zones) {
    if (other.key === zone.key || other.restOfWorld) continue
    for (const code of other.countries) taken.set(code, other.name.trim() || 'another zone')
  }
  return taken
}

/**
 * The shipping table as editable zones, saved whole (docs/product-rules.md § Shipping rates). The
 * shared schema checks it first and marks the fields it refuses; what the server refuses is
 * toasted in its words. After a save the zones show what was stored.
 */
function ShippingTableEditor({ table }: { table: ShippingTableAnswer }) {
  const [zones, setZones] = useState<ZoneDraft[]>(() => toZoneDrafts(table))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [addedKey, setAddedKey] = useState<number | null>(null)
  const [updateShippingTable, { isLoading }] = useUpdateShippingTableMutation()

  const changeZone = (changed: ZoneDraft) => {
    setZones((current) => current.map((zone) => (zone.key === changed.key ? changed : zone)))
  }

  const addZone = () => {
    const zone = newZoneDraft()
    setZones((current) => [...current, zone])
    setAddedKey(zone.key)
  }

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = shippingTableSchema.safeParse(toTableInput(zones))
    if (!checked.success) {
      const found = errorsByField(zones, checked.error.issues)
      setErrors(found)
      toast.error(found[fieldKey.table] ?? FIX_FIELDS_MESSAGE)
      return
    }
    setErrors({})
    try {
      const stored = await updateShippingTable(checked.data).unwrap()
      setZones(toZoneDrafts(stored))
      setAddedKey(null)
      toast.success(SHIPPING_TABLE_SAVED_MESSAGE)
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to save the shipping table.'))
    }
  }

  const restOfWorldZone = zones.find((zone) => zone.restOfWorld)

  return (
    <form
      aria-label="Shipping table"
      noValidate
      onSubmit={(event) => void save(event)}
      className="space-y-6"
    >
      <div className="rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
        <p>
          An address gets the rates of the zone that names its country, else of the rest of the
          world; a country no zone covers cannot check out. A rate is free when the order’s subtotal
          is over (strictly) its “Free over” amount.
        </p>
        <p className="mt-1">
          The shop promises free shipping (home page, product pages, footer, cart) only when every
          zone has a free rate. The rate id is stored with each order: keep it when you change a
          price.
        </p>
      </div>

      {zones.length === 0 ? (
        <p className="text-sm text-stone-600">No zones: the shop ships nowhere.</p>
      ) : (
        zones.map((zone, index) => (
          <ShippingZoneEditor
            key={zone.key}
            zone={zone}
            zoneNumber={index + 1}
            errors={errors}
            takenBy={countriesOutside(zones, zone)}
            isRestOfWorldTaken={restOfWorldZone !== undefined && restOfWorldZone.key !== zone.key}
            autoFocusName={zone.key === addedKey}
            onChange={changeZone}
            onRemove={() => {
              setZones((current) => current.filter((each) => each.key !== zone.key))
            }}
          />
        ))
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5">
        <AddRowButton onAdd={addZone} disabled={zones.length >= MAX_SHIPPING_ZONES}>
          Add zone
        </AddRowButton>
        <button type="submit" disabled={isLoading} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save Shipping Table'}
        </button>
      </div>
    </form>
  )
}

/** The shipping screen's content: the stored table, loaded once, then edited as zones. */
export function ShippingTableForm() {
  const {
    data: table,
    isLoading,
    isError,
    error,
    fulfilledTimeStamp,
  } = useGetShippingTableQuery(undefined, { refetchOnMountOrArgChange: true })

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !table) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load the shipping table')}
      </p>
    )
  }
  // A table fetched afresh (the cached one is shown while it loads) starts the zones again.
  return <ShippingTableEditor key={fulfilledTimeStamp} table={table} />
}
