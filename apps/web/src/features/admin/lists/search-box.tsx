import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { fieldClassName } from '../../../components/ui/field-styles'

/** How long typing pauses before the list asks the server: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300

interface SearchBoxProps {
  /** What it searches, shown as its label: "Search products". */
  label: string
  /** The search in the address. */
  value: string
  onSearch: (search: string) => void
  placeholder?: string
}

/**
 * A list's search field: it searches once typing pauses (or at once on Enter), and follows the
 * address when Back changes the search.
 */
export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  // Back or a link changed the search: the field shows it (React's "adjust state on prop change").
  // The field's own search coming back keeps what is typed, trailing space and all.
  if (value !== shownValue) {
    setShownValue(value)
    if (text.trim() !== value) setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => {
      onSearch(text.trim())
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [text, value, onSearch])

  return (
    <form
      role="search"
      className="min-w-0 flex-1 basis-56"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value)
          }}
          className={`${fieldClassName()} pl-9`}
        />
      </div>
    </form>
  )
}
