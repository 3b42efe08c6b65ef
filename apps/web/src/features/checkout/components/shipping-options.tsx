import type { ShippingOption } from '@shop/shared/checkout'
import { formatMoney } from '../../../lib/format-money'
import { focusRing } from '../../../components/ui/focus-ring'

interface ShippingOptionsProps {
  options: ShippingOption[]
  selectedId: string | null
  onSelect: (id: string) => void
  error: string | null
  isDisabled: boolean
}

function describeDays(days: number | null): string | null {
  if (days === null) return null
  return days === 1 ? 'Estimated 1 business day' : `Estimated ${String(days)} business days`
}

/** The options of `POST /api/shipping/rates` as a radio list: label, cost ('Free' at 0), days. */
export function ShippingOptions({
  options,
  selectedId,
  onSelect,
  error,
  isDisabled,
}: ShippingOptionsProps) {
  return (
    <fieldset
      disabled={isDisabled}
      aria-describedby={error ? 'shipping-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">Shipping method</legend>
      <div className="space-y-3">
        {options.map((option) => {
          const isSelected = option.id === selectedId
          const days = describeDays(option.estimated_days)
          return (
            <label
              key={option.id}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3.5 transition ${focusRing.within} ${
                isSelected
                  ? 'border-ink bg-stone-50 ring-1 ring-ink'
                  : 'border-stone-300 bg-white hover:border-stone-500'
              }`}
            >
              <input
                type="radio"
                name="shippingOption"
                value={option.id}
                checked={isSelected}
                onChange={() => {
                  onSelect(option.id)
                }}
                className="size-4 accent-ink"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">{option.label}</span>
                {days ? <span className="block text-xs text-stone-600">{days}</span> : null}
              </span>
              <span className="text-sm font-semibold text-ink tabular-nums">
                {option.cost === 0 ? 'Free' : formatMoney(option.cost)}
              </span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id="shipping-error" role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
