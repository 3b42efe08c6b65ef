import { Search, X } from 'lucide-react'
import { useRef, useState, type SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../config/paths'

/** The header's search: an icon that expands into a field and leads to the shop's results. */
export function SearchBox() {
  const [isOpen, setIsOpen] = useState(false)
  const [term, setTerm] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = term.trim()
    if (trimmed === '') return
    void navigate(paths.search(trimmed))
    setIsOpen(false)
    setTerm('')
  }

  if (!isOpen) {
    return (
      <button
        type="button"
        onClick={() => {
          setIsOpen(true)
          // The field renders on this click; focus it once it exists.
          requestAnimationFrame(() => inputRef.current?.focus())
        }}
        className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        aria-label="Search products"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
    )
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className="absolute inset-x-0 top-0 z-10 flex h-full items-center gap-2 bg-ink px-4 md:static md:h-auto md:bg-transparent md:px-0"
    >
      <label htmlFor="header-search" className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id="header-search"
        type="search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false)
        }}
        placeholder="Search"
        maxLength={100}
        className="h-9 w-full rounded-full border border-white/30 bg-white/10 px-4 text-sm text-white placeholder:text-white/60 focus:border-white focus:outline-none md:w-56"
      />
      <button
        type="submit"
        className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        aria-label="Search"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => {
          setIsOpen(false)
        }}
        className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        aria-label="Close search"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </form>
  )
}
