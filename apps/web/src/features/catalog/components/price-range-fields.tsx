import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { parsePrice } from '../product-filters'
import { compactFieldFocus } from '../../../components/ui/field-styles'

/** How long typing may pause before the price applies: one request per price, not per key. */
const PRICE_APPLY_DELAY_MS = 700

interface PriceRangeFieldsProps {
  minPrice: number | undefined
  maxPrice: number | undefined
  /** The cheapest and dearest product here, as hints. */
  bounds: { min: number; max: number } | undefined
  onApply: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void
}

const toText = (value: number | undefined) => (value === undefined ? '' : String(value))

/**
 * Min and max price fields. A price applies when typing pauses, on Enter or on leaving the field;
 * a value the address changes (Clear all) replaces what is typed.
 */
export function PriceRangeFields({ minPrice, maxPrice, bounds, onApply }: PriceRangeFieldsProps) {
  const id = useId()
  const [minText, setMinText] = useState(toText(minPrice))
  const [maxText, setMaxText] = useState(toText(maxPrice))
  const [applied, setApplied] = useState({ minPrice, maxPrice })
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice })
    setMinText(toText(minPrice))
    setMaxText(toText(maxPrice))
  }

  const draftMin = parsePrice(minText)
  const draftMax = parsePrice(maxText)
  const isPending = draftMin !== minPrice || draftMax !== maxPrice

  const apply = () => {
    if (isPending) onApply({ minPrice: draftMin, maxPrice: draftMax })
  }

  useEffect(() => {
    if (!isPending) return
    const timer = setTimeout(() => {
      onApply({ minPrice: draftMin, maxPrice: draftMax })
    }, PRICE_APPLY_DELAY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [draftMin, draftMax, isPending, onApply])

  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply()
  }

  const field = (
    label: string,
    fieldId: string,
    value: string,
    setValue: (value: string) => void,
    placeholder: number | undefined,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-stone-600">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-500"
        >
          $
        </span>
        <input
          id={fieldId}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          placeholder={placeholder === undefined ? undefined : String(Math.floor(placeholder))}
          onChange={(event) => {
            setValue(event.target.value)
          }}
          onBlur={apply}
          onKeyDown={applyOnEnter}
          className={`h-10 w-full rounded-lg border border-stone-300 bg-white pr-2 pl-7 text-sm text-ink placeholder:text-stone-400 ${compactFieldFocus}`}
        />
      </div>
    </div>
  )

  return (
    <div className="flex items-end gap-3">
      {field('Min price', `${id}-min`, minText, setMinText, bounds?.min)}
      <span aria-hidden="true" className="pb-2.5 text-stone-400">
        –
      </span>
      {field(
        'Max price',
        `${id}-max`,
        maxText,
        setMaxText,
        bounds === undefined ? undefined : Math.ceil(bounds.max),
      )}
    </div>
  )
}
