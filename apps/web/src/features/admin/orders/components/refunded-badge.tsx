/** Beside an order's status: its payment went back to the customer (docs/product-rules.md § Money). */
export function RefundedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-rose-900">
      Refunded
    </span>
  )
}
