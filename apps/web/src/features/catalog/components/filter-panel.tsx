import { useCallback, useId, type ReactNode } from 'react'
import { NavLink } from 'react-router'
import { paths } from '../../../config/paths'
import {
  countFor,
  describeCount,
  includesValue,
  isSameValue,
  toggleListValue,
  type FilterOptions,
  type ListFilterKey,
  type SingleFilterKey,
} from '../product-filters'
import { useProductFilters } from '../use-product-filters'
import { ColorFilterSwatches } from './color-filter-swatches'
import { PriceRangeFields } from './price-range-fields'
import { focusRing } from '../../../components/ui/focus-ring'

interface FilterPanelProps {
  options: FilterOptions
  /** Called when a collection link is followed (the phone drawer closes). */
  onNavigate?: () => void
}

const legendClass = 'mb-3 text-xs font-semibold tracking-[0.14em] text-ink uppercase'
const choiceClass = 'flex cursor-pointer items-center gap-3 rounded-md py-1.5 text-sm'
/** A value no product would match under the other filters is muted, never locked. */
const choiceTextClass = (isMuted: boolean) =>
  isMuted ? 'text-stone-500 hover:text-stone-700' : 'text-stone-700 hover:text-ink'
const inputClass = `size-4 shrink-0 cursor-pointer accent-ink ${focusRing.standard}`

interface ChoiceProps {
  type: 'radio' | 'checkbox'
  name?: string
  label: string
  checked: boolean
  /** Products this value would show under the other filters; undefined when unknown. */
  count: number | undefined
  onChange: () => void
}

/**
 * One value of a filter with its count beside it: "Top Wear (12)". The count is the input's
 * description, so the value stays its name.
 */
function FilterChoice({ type, name, label, checked, count, onChange }: ChoiceProps) {
  const countId = useId()
  const isMuted = count === 0 && !checked
  return (
    <>
      <label className={`${choiceClass} ${choiceTextClass(isMuted)}`}>
        <input
          type={type}
          name={name}
          className={`${inputClass} ${type === 'checkbox' ? 'rounded' : ''}`}
          checked={checked}
          aria-describedby={count === undefined ? undefined : countId}
          onChange={onChange}
        />
        <span className="min-w-0">
          {label}
          {count === undefined ? null : (
            <span aria-hidden="true" className="ml-1 text-xs text-stone-500 tabular-nums">
              ({count})
            </span>
          )}
        </span>
      </label>
      {count === undefined ? null : (
        <span id={countId} hidden>
          {describeCount(count)}
        </span>
      )}
    </>
  )
}

function FilterSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 py-5 first:border-t-0 first:pt-0">
      <legend className={`float-left w-full ${legendClass}`}>{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  )
}

/**
 * docs/product-rules.md § Entities, Filters: category, gender, colour, size, material, brand and price. Every change
 * goes straight into the address (and so to the product list).
 */
export function FilterPanel({ options, onNavigate }: FilterPanelProps) {
  const { filters, updateFilters } = useProductFilters()
  const id = useId()

  const chooseSingle = (key: SingleFilterKey, value: string | undefined) => {
    updateFilters((current) => ({ ...current, [key]: value }))
  }
  const toggleList = (key: ListFilterKey, value: string) => {
    updateFilters((current) => ({ ...current, [key]: toggleListValue(current[key], value) }))
  }
  const applyPrice = useCallback(
    ({ minPrice, maxPrice }: { minPrice: number | undefined; maxPrice: number | undefined }) => {
      updateFilters((current) => {
        const next = { ...current }
        delete next.minPrice
        delete next.maxPrice
        if (minPrice !== undefined) next.minPrice = minPrice
        if (maxPrice !== undefined) next.maxPrice = maxPrice
        return next
      })
    },
    [updateFilters],
  )

  const radioGroup = (key: SingleFilterKey, legend: string, values: readonly string[]) => (
    <FilterSection legend={legend}>
      <ul>
        {[undefined, ...values].map((value) => (
          <li key={value ?? ''}>
            <FilterChoice
              type="radio"
              name={`${id}-${key}`}
              label={value ?? 'All'}
              checked={value === undefined ? !filters[key] : isSameValue(filters[key], value)}
              count={value === undefined ? undefined : countFor(options.counts?.[key], value)}
              onChange={() => {
                chooseSingle(key, value)
              }}
            />
          </li>
        ))}
      </ul>
    </FilterSection>
  )

  const checkboxGroup = (
    key: ListFilterKey,
    legend: string,
    values: readonly string[],
    layout = '',
  ) =>
    values.length === 0 ? null : (
      <FilterSection legend={legend}>
        <ul className={layout}>
          {values.map((value) => (
            <li key={value}>
              <FilterChoice
                type="checkbox"
                label={value}
                checked={includesValue(filters[key], value)}
                count={countFor(options.counts?.[key], value)}
                onChange={() => {
                  toggleList(key, value)
                }}
              />
            </li>
          ))}
        </ul>
      </FilterSection>
    )

  return (
    <div>
      {options.collections.length > 0 ? (
        <nav aria-label="Collections" className="border-b border-stone-200 pb-5">
          <p className={legendClass}>Collections</p>
          <ul className="space-y-0.5">
            {[{ name: 'All products', slug: 'all' }, ...options.collections].map((item) => (
              <li key={item.slug}>
                <NavLink
                  to={item.slug === 'all' ? paths.shop : paths.collection(item.slug)}
                  end
                  onClick={onNavigate}
                  className={`block rounded-md py-1.5 text-sm text-stone-700 hover:text-ink ${focusRing.flush} aria-[current=page]:font-semibold aria-[current=page]:text-ink`}
                >
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={options.collections.length > 0 ? 'pt-5' : ''}>
        {radioGroup('category', 'Category', options.categories)}
        {radioGroup('gender', 'Gender', options.genders)}
        {options.colors.length > 0 ? (
          <FilterSection legend="Color">
            <ColorFilterSwatches
              colors={options.colors}
              palette={options.palette}
              selected={filters.color}
              counts={options.counts?.color}
              onToggle={(color) => {
                toggleList('color', color)
              }}
            />
          </FilterSection>
        ) : null}
        {checkboxGroup('size', 'Size', options.sizes, 'grid grid-cols-3 gap-x-2')}
        {checkboxGroup('material', 'Material', options.materials)}
        {checkboxGroup('brand', 'Brand', options.brands)}
        <FilterSection legend="Price">
          <PriceRangeFields
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            bounds={options.price}
            onApply={applyPrice}
          />
        </FilterSection>
      </div>
    </div>
  )
}
