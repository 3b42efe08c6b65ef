import type { AdminOrder } from '@shop/shared/admin'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Drawer } from '../../../../components/ui/drawer'
import { ProductImage } from '../../../../components/ui/product-image'
import { formatMoney } from '../../../../lib/format-money'
import { customerName, formatDateTime, formatOrderId } from '../../admin-format'
import { useDeleteAdminOrderMutation, useGetAdminOrderQuery } from '../admin-orders-api'
import { runConfirmedAction } from '../../lists'
import { dangerButtonClass } from '../../components/admin-styles'
import { returnDrawerPath } from '../../returns/return-drawer-path'
import { OrderPayment } from './order-payment'
import { OrderStatusBadge } from './order-status-badge'
import { OrderStatusSelect } from './order-status-select'
import { RefundBadge } from './refunded-badge'
import { SaveOutcomeMessage, type SaveOutcome } from './save-outcome'
import { TrackingNumberForm } from './tracking-number-form'
import { DetailSection } from '../../components/detail-section'

/** docs/product-rules.md § Errors, Order drawer: the text shown when the order cannot be loaded. */
export const ORDER_DETAILS_FAILED_MESSAGE = 'Failed to load order details'
/** The question asked before an order is deleted. */
export const DELETE_ORDER_CONFIRMATION = 'Are you sure you want to delete this order?'

function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <ul className="divide-y divide-stone-200">
      {order.orderItems.map((item) => (
        <li key={item._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <div className="w-12 shrink-0 overflow-hidden rounded-md">
            <ProductImage url={item.image} alt={item.name} sizes="48px" />
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-medium wrap-anywhere">{item.name}</p>
            <p className="text-stone-600">
              {item.size} · {item.color} · {item.quantity} × {formatMoney(item.price)}
            </p>
          </div>
          <p className="font-semibold tabular-nums">{formatMoney(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  )
}

function OrderDetails({ orderId, onDeleted }: { orderId: string; onDeleted: () => void }) {
  const {
    data: order,
    isLoading,
    isError,
  } = useGetAdminOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
  })
  const [deleteOrder, { isLoading: isDeleting }] = useDeleteAdminOrderMutation()
  const [saveOutcome, setSaveOutcome] = useState<SaveOutcome | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !order) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {ORDER_DETAILS_FAILED_MESSAGE}
      </p>
    )
  }

  const remove = async () => {
    const isDeleted = await runConfirmedAction({
      question: DELETE_ORDER_CONFIRMATION,
      onStart: () => {
        setDeleteError(null)
      },
      run: async () => (await deleteOrder(order._id).unwrap()).message,
      failureFallback: 'Failed to delete the order.',
      onFailure: setDeleteError,
    })
    // The drawer closes, so the page's toast is in view.
    if (isDeleted) onDeleted()
  }

  const address = order.shippingAddress
  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold">{formatOrderId(order._id)}</p>
          <p className="text-sm text-stone-600">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <OrderStatusBadge status={order.status} />
          <RefundBadge paymentStatus={order.paymentStatus} />
        </div>
      </div>

      <DetailSection title="Customer">
        <p className="font-medium">{customerName(order.user)}</p>
        {order.user ? (
          <a
            href={`mailto:${order.user.email}`}
            className="text-stone-600 underline-offset-4 wrap-anywhere hover:underline"
          >
            {order.user.email}
          </a>
        ) : null}
      </DetailSection>

      <DetailSection title="Shipping address">
        <address className="leading-relaxed not-italic">
          {address.firstName} {address.lastName}
          <br />
          {address.address}
          <br />
          {address.city}, {address.state} {address.postalCode}
          <br />
          {address.country}
          <br />
          {address.phone}
        </address>
      </DetailSection>

      {/* What the parcel goes by, for whoever packs it; the figures below repeat its cost. */}
      <DetailSection title="Shipping method">
        <p className="text-stone-700">
          <span className="font-medium text-ink">{order.shippingOption.label}</span>
          {' · '}
          {order.shippingCost === 0 ? 'Free' : formatMoney(order.shippingCost)}
          {' · '}
          {order.shippingOption.estimated_days === 1
            ? '1 business day'
            : `${String(order.shippingOption.estimated_days)} business days`}
        </p>
      </DetailSection>

      <DetailSection title="Payment">
        <OrderPayment order={order} />
      </DetailSection>

      {order.replacementFor ? (
        <DetailSection title="Exchange">
          <p className="text-stone-700">
            Ships the exchange of return{' '}
            <Link
              to={returnDrawerPath(order.replacementFor.returnId)}
              className="font-semibold text-ink underline underline-offset-2"
            >
              {order.replacementFor.number}
            </Link>
            : nothing to pay.
          </p>
        </DetailSection>
      ) : null}

      <DetailSection title="Status and tracking">
        <div className="space-y-4">
          <OrderStatusSelect order={order} onOutcome={setSaveOutcome} />
          <TrackingNumberForm order={order} onOutcome={setSaveOutcome} />
        </div>
        {/* The drawer is a modal dialog on the top layer, where toasts would hide behind it. */}
        <SaveOutcomeMessage outcome={saveOutcome} />
      </DetailSection>

      <DetailSection title="Items">
        <OrderItems order={order} />
      </DetailSection>

      <div className="border-t border-stone-200 pt-5">
        <button
          type="button"
          onClick={() => void remove()}
          disabled={isDeleting}
          className={dangerButtonClass}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete Order
        </button>
        {deleteError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {deleteError}
          </p>
        ) : null}
      </div>
    </div>
  )
}

interface OrderDrawerProps {
  /** The order shown, or null when the drawer is closed. */
  orderId: string | null
  onClose: () => void
}

/**
 * docs/product-rules.md § Screens, Admin orders: the drawer that slides in from the right with an order's details
 * (customer, shipping address, payment, total, status, tracking number, items), where the admin
 * changes the status, saves a tracking number, refunds the payment or deletes the order.
 */
export function OrderDrawer({ orderId, onClose }: OrderDrawerProps) {
  // The last order stays in the panel while it slides out.
  const [shownOrderId, setShownOrderId] = useState(orderId)
  if (orderId !== null && orderId !== shownOrderId) setShownOrderId(orderId)

  return (
    <Drawer side="right" isOpen={orderId !== null} onClose={onClose} title="Order Details">
      {shownOrderId ? (
        <OrderDetails key={shownOrderId} orderId={shownOrderId} onDeleted={onClose} />
      ) : null}
    </Drawer>
  )
}
