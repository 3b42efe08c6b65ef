import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button'

interface QuantityStepperProps {
  quantity: number
  canDecrease: boolean
  canIncrease: boolean
  onDecrease: () => void
  onIncrease: () => void
}

const stepButton = buttonClass({
  variant: 'icon',
  className:
    'size-11 text-ink transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent',
})

/** docs/product-rules.md § Validation: the minus is disabled at 1 and the plus at the stock left to add. */
export function QuantityStepper({
  quantity,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
}: QuantityStepperProps) {
  const labelId = useId()
  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-ink">
        Quantity
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="mt-3 inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white p-0.5"
      >
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!canDecrease}
          onClick={onDecrease}
          className={stepButton}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          aria-label="Quantity"
          className="w-8 text-center font-medium tabular-nums"
        >
          {quantity}
        </output>
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!canIncrease}
          onClick={onIncrease}
          className={stepButton}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
