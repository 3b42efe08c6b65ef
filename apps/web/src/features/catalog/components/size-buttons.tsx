import type { ChoiceOption } from '../use-variant-selection'
import { focusRing } from '../../../components/ui/focus-ring'

interface SizeButtonsProps {
  sizes: readonly ChoiceOption[]
  selected: string | undefined
  onChoose: (size: string) => void
}

/** docs/product-rules.md § Screens, Product detail: the sizes of the chosen colour; one with nothing left is disabled. */
export function SizeButtons({ sizes, selected, onChoose }: SizeButtonsProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Size</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {sizes.map(({ value, isDisabled }) => {
          const isSelected = value === selected
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isSelected}
              disabled={isDisabled}
              title={isDisabled ? `${value} (sold out)` : undefined}
              onClick={() => {
                onChoose(value)
              }}
              className={`h-11 min-w-12 rounded-lg border px-3 text-sm font-medium transition ${focusRing.standard} disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-400 disabled:line-through ${
                isSelected
                  ? 'border-ink bg-ink text-white'
                  : 'border-stone-300 bg-white text-ink hover:border-ink'
              }`}
            >
              {value}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
