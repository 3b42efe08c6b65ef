import { swatchIn } from '@shop/shared/colors'
import type { ProductFilters } from '@shop/shared/catalog'
import { Check } from 'lucide-react'
import { useId } from 'react'
import { countFor, describeCount, includesValue } from '../product-filters'
import { focusRing } from '../../../components/ui/focus-ring'

interface ColorFilterSwatchesProps {
  colors: readonly string[]
  /** The managed palette from the filters answer; absent until it arrives. */
  palette?: ProductFilters['palette']
  selected: readonly string[]
  /** Products each colour would show under the other filters, once known. */
  counts?: Record<string, number> | undefined
  onToggle: (color: string) => void
}

/** Relative luminance of a `#rrggbb` colour (WCAG), to pick a check mark that shows on it. */
function isLightSwatch(hex: string): boolean {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  const [red = 0, green = 0, blue = 0] = channels
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.4
}

/** Colour filter: round swatches that toggle, named for screen readers and on hover. */
export function ColorFilterSwatches({
  colors,
  palette,
  selected,
  counts,
  onToggle,
}: ColorFilterSwatchesProps) {
  const id = useId()
  return (
    <ul className="flex flex-wrap gap-2.5">
      {colors.map((color, index) => {
        const swatch = swatchIn(palette, color)
        const isSelected = includesValue(selected, color)
        const count = countFor(counts, color)
        const countId = `${id}-${String(index)}`
        return (
          <li key={color}>
            {count === undefined ? null : (
              <span id={countId} hidden>
                {describeCount(count)}
              </span>
            )}
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={color}
              aria-describedby={count === undefined ? undefined : countId}
              title={count === undefined ? color : `${color} (${String(count)})`}
              onClick={() => {
                onToggle(color)
              }}
              style={{ backgroundColor: swatch }}
              className={`grid size-8 place-items-center rounded-full border border-black/15 transition hover:ring-2 hover:ring-stone-300 hover:ring-offset-2 ${focusRing.wide} ${
                isSelected ? 'ring-2 ring-ink ring-offset-2 hover:ring-ink' : ''
              } ${count === 0 && !isSelected ? 'opacity-35' : ''}`}
            >
              {isSelected ? (
                <Check
                  aria-hidden="true"
                  strokeWidth={3}
                  className={`size-4 ${isLightSwatch(swatch) ? 'text-ink' : 'text-white'}`}
                />
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
