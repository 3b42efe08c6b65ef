import { Link } from 'react-router'
import { focusRing } from '../../../../components/ui/focus-ring'
import { formatOrderId } from '../../admin-format'
import { orderDrawerPath } from '../../orders/order-drawer-path'

/**
 * An order's number ("#6ec0dcad") as a link to its drawer on the orders screen: underlined, so it
 * reads as a way elsewhere beside the return's own number.
 */
export function OrderLink({ orderId, className = '' }: { orderId: string; className?: string }) {
  return (
    <Link
      to={orderDrawerPath(orderId)}
      className={`rounded-sm font-medium text-stone-800 underline decoration-stone-300 underline-offset-4 hover:text-ink hover:decoration-ink ${focusRing.standard} ${className}`}
    >
      {formatOrderId(orderId)}
    </Link>
  )
}
