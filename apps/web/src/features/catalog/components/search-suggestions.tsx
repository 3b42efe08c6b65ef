import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { responsiveImageSources } from '@shop/shared/images'
import { formatPrice } from '../../../lib/format-money'

/** The id of the suggestion at `index`, for the field's aria-activedescendant. */
export const suggestionOptionId = (listId: string, index: number) => `${listId}-${String(index)}`

interface SearchSuggestionsProps {
  id: string
  /** Hidden while collapsed, yet present: the field's aria-controls always names it. */
  isShown: boolean
  suggestions: readonly ProductSuggestion[]
  /** The highlighted suggestion (moved by the arrow keys), or -1 for none. */
  activeIndex: number
  onChoose: (suggestion: ProductSuggestion) => void
}

/**
 * The listbox of the header search's combobox (ARIA 1.2): focus stays in the field, which
 * points at the highlighted option with aria-activedescendant.
 */
export function SearchSuggestions({
  id,
  isShown,
  suggestions,
  activeIndex,
  onChoose,
}: SearchSuggestionsProps) {
  return (
    <ul
      id={id}
      role="listbox"
      hidden={!isShown}
      aria-label="Suggested products"
      className="absolute inset-x-0 top-full z-20 mt-px overflow-hidden border-stone-200 bg-white py-1 text-ink shadow-lg md:left-auto md:mt-2 md:w-80 md:rounded-lg md:border"
    >
      {suggestions.map((suggestion, index) => {
        const isActive = index === activeIndex
        const image = suggestion.image ? responsiveImageSources(suggestion.image.url) : undefined
        return (
          <li
            key={suggestion._id}
            id={suggestionOptionId(id, index)}
            role="option"
            aria-selected={isActive}
            // The field keeps the focus: a press here must not blur it before the click lands.
            onMouseDown={(event) => {
              event.preventDefault()
            }}
            onClick={() => {
              onChoose(suggestion)
            }}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
              isActive ? 'bg-stone-100' : 'hover:bg-stone-50'
            }`}
          >
            {image ? (
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? '40px' : undefined}
                alt=""
                width={40}
                height={50}
                loading="lazy"
                className="aspect-[4/5] w-10 shrink-0 rounded-sm bg-stone-100 object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="aspect-[4/5] w-10 shrink-0 rounded-sm bg-stone-100"
              />
            )}
            <span className="min-w-0 flex-1 truncate">{suggestion.name}</span>
            <span className="shrink-0 text-stone-600">{formatPrice(suggestion.price)}</span>
          </li>
        )
      })}
    </ul>
  )
}
