import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useGetProductSuggestionsQuery } from '../suggestions-api'
import { SearchSuggestions, suggestionOptionId } from './search-suggestions'
import { focusRing } from '../../../components/ui/focus-ring'

/** A pause in typing this long asks for suggestions: one request per pause, not per key. */
export const SUGGESTIONS_DEBOUNCE_MS = 200
const LIST_ID = 'header-search-suggestions'

const iconButton = `rounded-full p-2 hover:bg-white/10 ${focusRing.onDark}`

interface HeaderSearchFormProps {
  /** The typed text, kept by the header: a search closed with Escape opens again with it. */
  term: string
  onTermChange: (term: string) => void
  /** Folds the field back into its icon, keeping the text (Escape). */
  onHide: () => void
  /** Folds the field back into its icon and forgets the text (a search or a product opened). */
  onClose: () => void
}

/**
 * The open header search (header-search.tsx loads it on the first open): a combobox (ARIA 1.2)
 * suggesting products as the shopper types: the arrow keys move through them, Enter opens the
 * highlighted one (or searches the text when none is), Escape closes the list, then the field.
 */
export function HeaderSearchForm({ term, onTermChange, onHide, onClose }: HeaderSearchFormProps) {
  const [isListShown, setIsListShown] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()

  const typed = term.trim()
  const settled = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS)
  const { data } = useGetProductSuggestionsQuery(settled, { skip: settled === '' })
  const suggestions: readonly ProductSuggestion[] =
    typed !== '' && settled !== '' ? (data ?? []) : []
  const isExpanded = isListShown && suggestions.length > 0
  const active = isExpanded ? suggestions[activeIndex] : undefined

  // The field opens focused, ready for typing.
  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  const open = (suggestion: ProductSuggestion) => {
    void navigate(paths.product(suggestion._id))
    onClose()
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (active) {
      open(active)
      return
    }
    if (typed === '') return
    void navigate(paths.search(typed))
    onClose()
  }

  const moveHighlight = (step: 1 | -1) => {
    if (suggestions.length === 0) return
    setIsListShown(true)
    // From no highlight, Down goes to the first and Up to the last; both wrap around.
    setActiveIndex((current) => {
      if (!isExpanded || current < 0) return step === 1 ? 0 : suggestions.length - 1
      return (current + step + suggestions.length) % suggestions.length
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Escape') {
      // The browser would clear a search field on Escape; here it closes the list first.
      event.preventDefault()
      if (isExpanded) {
        setIsListShown(false)
        setActiveIndex(-1)
      } else {
        onHide()
      }
    }
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      onBlur={(event) => {
        // Leaving the search (not moving within it) hides the suggestions.
        const next = event.relatedTarget
        if (!(next instanceof Node && event.currentTarget.contains(next))) setIsListShown(false)
      }}
      className="absolute inset-x-0 top-0 z-10 flex h-full items-center gap-2 bg-ink px-4 md:relative md:h-auto md:bg-transparent md:px-0"
    >
      <label htmlFor="header-search" className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id="header-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={LIST_ID}
        aria-activedescendant={active ? suggestionOptionId(LIST_ID, activeIndex) : undefined}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          onTermChange(event.target.value)
          setIsListShown(true)
          setActiveIndex(-1)
        }}
        onKeyDown={onKeyDown}
        placeholder="Search"
        maxLength={100}
        className="h-9 w-full rounded-full border border-white/30 bg-white/10 px-4 text-sm text-white placeholder:text-white/60 focus:border-white focus:outline-none md:w-56"
      />
      <SearchSuggestions
        id={LIST_ID}
        isShown={isExpanded}
        suggestions={suggestions}
        activeIndex={activeIndex}
        onChoose={open}
      />
      <button type="submit" className={iconButton} aria-label="Search">
        <Search className="size-5" aria-hidden="true" />
      </button>
      <button type="button" onClick={onClose} className={iconButton} aria-label="Close search">
        <X className="size-5" aria-hidden="true" />
      </button>
    </form>
  )
}
