import type { OrderStatus } from '@shop/shared/orders'

const STATUS_COLOURS: Record<OrderStatus, string> = {
  Processing: 'bg-amber-100 text-amber-900',
  Shipped: 'bg-sky-100 text-sky-900',
  Delivered: 'bg-green-100 text-green-800',
  Cancelled: 'bg-stone-200 text-stone-700',
}

/** An order's status as a pill, one colour per step (docs/product-rules.md § States, Order). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
    >
      {status}
    </span>
  )
}
