import { MAX_TRACKING_NUMBER_LENGTH, type AdminOrder } from '@shop/shared/admin'
import { useId, useState, type SubmitEvent } from 'react'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { useUpdateAdminOrderMutation } from '../admin-orders-api'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { primaryButtonClass } from '../../components/admin-styles'
import type { SaveOutcome } from './save-outcome'

/**
 * docs/product-rules.md § States: saving a tracking number also sets the order to Shipped (the server decides; the
 * drawer shows its answer). An empty number removes the one saved.
 */
interface TrackingNumberFormProps {
  order: AdminOrder
  /** Told how the save went, in words; null when a new save starts. */
  onOutcome: (outcome: SaveOutcome | null) => void
}

export function TrackingNumberForm({ order, onOutcome }: TrackingNumberFormProps) {
  const id = useId()
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '')
  // A new answer of the server (this save, or another admin's) replaces what the field holds.
  const [shownSavedNumber, setShownSavedNumber] = useState(order.trackingNumber)
  if (order.trackingNumber !== shownSavedNumber) {
    setShownSavedNumber(order.trackingNumber)
    setTrackingNumber(order.trackingNumber ?? '')
  }
  const [updateOrder, { isLoading }] = useUpdateAdminOrderMutation()
  const isUnchanged = trackingNumber.trim() === (order.trackingNumber ?? '')

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    onOutcome(null)
    try {
      const saved = await updateOrder({
        id: order._id,
        trackingNumber: trackingNumber.trim(),
      }).unwrap()
      onOutcome({
        isError: false,
        text: saved.trackingNumber
          ? `Tracking number saved. The order is ${saved.status}.`
          : 'Tracking number removed.',
      })
    } catch (error) {
      onOutcome({
        isError: true,
        text: getErrorMessage(error, 'Failed to save the tracking number.'),
      })
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} aria-label="Tracking number">
      <label htmlFor={id} className="block text-sm font-medium">
        Tracking number
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={trackingNumber}
          maxLength={MAX_TRACKING_NUMBER_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setTrackingNumber(event.target.value)
          }}
          className={fieldClassName()}
        />
        <button type="submit" disabled={isLoading || isUnchanged} className={primaryButtonClass}>
          {isLoading ? 'Saving...' : 'Save'}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600">
        Saving a tracking number marks the order Shipped.
      </p>
    </form>
  )
}
