import type { AdminOrder } from '@shop/shared/admin'
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders'
import { useId } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useUpdateAdminOrderMutation } from '../admin-orders-api'
import { fieldClassName } from '../../../components/ui/field-styles'
import type { SaveOutcome } from './save-outcome'

/**
 * shop-spec §4 Order: the admin picks any status, with no restriction on transitions. A pick
 * saves at once; the select then shows what the server answered.
 */
interface OrderStatusSelectProps {
  order: AdminOrder
  /** Told how the save went, in words; null when a new save starts. */
  onOutcome: (outcome: SaveOutcome | null) => void
}

export function OrderStatusSelect({ order, onOutcome }: OrderStatusSelectProps) {
  const id = useId()
  const [updateOrder, { isLoading, originalArgs }] = useUpdateAdminOrderMutation()
  // While saving, the select shows the status being saved rather than jumping back.
  const shownStatus = isLoading && originalArgs?.status ? originalArgs.status : order.status

  const save = async (status: OrderStatus) => {
    onOutcome(null)
    try {
      const saved = await updateOrder({ id: order._id, status }).unwrap()
      onOutcome({ isError: false, text: `Order status is now ${saved.status}.` })
    } catch (error) {
      // A cancelled order whose units were sold meanwhile cannot come back, say.
      const text = getErrorMessage(error, 'Failed to update the order status.')
      onOutcome({ isError: true, text })
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Status
      </label>
      <select
        id={id}
        value={shownStatus}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onChange={(event) => void save(event.target.value as OrderStatus)}
        className={`mt-1.5 ${fieldClassName()}`}
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  )
}
