import { swatchIn } from '@shop/shared/colors'
import { productFiltersApi } from '../../../lib/product-filters-api'
import type { ChoiceOption } from '../use-variant-selection'
import { focusRing } from '../../../components/ui/focus-ring'

interface ColorSwatchesProps {
  colors: readonly ChoiceOption[]
  selected: string | undefined
  onChoose: (color: string) => void
}

/**
 * docs/product-rules.md § Screens, Product detail: one swatch per colour; a colour whose every size is at its cart
 * limit is crossed out and disabled (docs/product-rules.md § States).
 */
export function ColorSwatches({ colors, selected, onChoose }: ColorSwatchesProps) {
  // The managed palette rides on the shop's filters answer: read it when the shop has loaded it,
  // without a request of its own (the product page needs none); else the built-in colours.
  const { data: filters } = productFiltersApi.endpoints.getProductFilters.useQueryState(undefined)
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">
        Color{selected ? <span className="font-normal text-stone-600">: {selected}</span> : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map(({ value, isDisabled }) => {
          const isSelected = value === selected
          return (
            <button
              key={value}
              type="button"
              aria-label={value}
              title={isDisabled ? `${value} (sold out)` : value}
              aria-pressed={isSelected}
              disabled={isDisabled}
              onClick={() => {
                onChoose(value)
              }}
              style={{ backgroundColor: swatchIn(filters?.palette, value) }}
              className={`relative size-9 overflow-hidden rounded-full border border-black/15 ring-offset-2 ring-offset-paper transition ${focusRing.wide} disabled:cursor-not-allowed disabled:opacity-40 ${
                isSelected
                  ? 'ring-2 ring-ink'
                  : 'hover:ring-2 hover:ring-stone-300 disabled:hover:ring-0'
              }`}
            >
              {isDisabled ? (
                // A diagonal stroke: sold out reads at a glance, not only by a dimmer colour.
                <span
                  aria-hidden="true"
                  className="absolute top-1/2 left-1/2 h-px w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-ink"
                />
              ) : null}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
