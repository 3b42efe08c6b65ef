import { formatMoney } from '../lib/format-money'

interface PriceBreakdownProps {
  subtotal: number
  discount: number
  /** The code the discount comes from, named beside it. */
  discountCode: string | null
  /** The shipping option's label, named beside the cost once one is chosen. */
  shippingLabel: string | null
  /** null until a shipping option is chosen. */
  shipping: number | null
  tax: number
  total: number
}

function Row({
  label,
  value,
  isTotal = false,
}: {
  label: string
  value: string
  isTotal?: boolean
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${isTotal ? 'border-t border-stone-200 pt-4 text-base font-bold' : ''}`}
    >
      <dt className={isTotal ? undefined : 'text-stone-700'}>{label}</dt>
      <dd className={`tabular-nums ${isTotal ? '' : 'font-semibold'}`}>{value}</dd>
    </div>
  )
}

/**
 * The money lines of a checkout or an order, each a figure the server computed (docs/product-rules.md §
 * Money): subtotal, the discount and the tax only when there is one, shipping and the total.
 */
export function PriceBreakdown({
  subtotal,
  discount,
  discountCode,
  shippingLabel,
  shipping,
  tax,
  total,
}: PriceBreakdownProps) {
  return (
    <dl className="space-y-3 text-sm">
      <Row label="Subtotal" value={formatMoney(subtotal)} />
      {discount > 0 ? (
        <Row
          label={discountCode ? `Discount (${discountCode})` : 'Discount'}
          value={formatMoney(-discount)}
        />
      ) : null}
      <Row
        label={shippingLabel ? `Shipping (${shippingLabel})` : 'Shipping'}
        value={
          shipping === null ? 'Select a method' : shipping === 0 ? 'Free' : formatMoney(shipping)
        }
      />
      {/* A shop with no tax rate for the address shows no tax line. */}
      {tax > 0 ? <Row label="Tax" value={formatMoney(tax)} /> : null}
      <Row label="Total" value={formatMoney(total)} isTotal />
    </dl>
  )
}
