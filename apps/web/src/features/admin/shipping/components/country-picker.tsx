import { COUNTRY_NAMES } from '@shop/shared/countries'
import { X } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { fieldClassName } from '../../../../components/ui/field-styles'
import { focusRing } from '../../../../components/ui/focus-ring'

/** The world's countries by name, for the search. */
const COUNTRIES = [...COUNTRY_NAMES]
  .map(([code, name]) => ({ code, name, key: `${name} ${code}`.toLowerCase() }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

const MAX_MATCHES = 8

/**
 * The countries a search names, best first: the one whose code it is ("fr"), then those whose
 * name starts with it, then those whose name or code holds it; the zone's own left out. `total`
 * counts them all, `shown` holds the first few.
 */
function findCountries(typed: string, selected: readonly string[]) {
  const rank = (country: (typeof COUNTRIES)[number]) => {
    if (country.code.toLowerCase() === typed) return 0
    if (country.key.startsWith(typed)) return 1
    return country.key.includes(typed) ? 2 : undefined
  }
  const found = COUNTRIES.flatMap((country) => {
    const place = selected.includes(country.code) ? undefined : rank(country)
    return place === undefined ? [] : [{ country, place }]
  }).sort((a, b) => a.place - b.place)
  return {
    total: found.length,
    shown: found.slice(0, MAX_MATCHES).map(({ country }) => country),
  }
}

/** What the search's live region says: how many countries the typed text finds. */
function matchesMessage(search: string, total: number, shown: number): string {
  if (total === 0) return `No country matches “${search}”.`
  const count = total === 1 ? '1 country matches' : `${String(total)} countries match`
  return total > shown ? `${count}; the first ${String(shown)} are listed.` : `${count}.`
}

interface CountryPickerProps {
  zoneLabel: string
  /** The zone's countries, as ISO codes. */
  selected: readonly string[]
  /** Countries of the other zones, with their zone's name: a country is in one zone only. */
  takenBy: ReadonlyMap<string, string>
  onChange: (countries: string[]) => void
  error: string | undefined
}

const chipButtonClass = `grid size-6 place-items-center rounded-full text-stone-500 hover:bg-stone-200 hover:text-ink ${focusRing.near}`

/**
 * A zone's countries: the chosen ones as removable chips, and a search by name or ISO code
 * ("germ", "DE") whose matches are buttons that add them. Enter adds the first match rather than
 * submitting the form. A polite live region says how many countries match. The focus never falls
 * off the page: after an add it is back in the search, after a removal on the next chip's button
 * (the search after the last chip).
 */
export function CountryPicker({
  zoneLabel,
  selected,
  takenBy,
  onChange,
  error,
}: CountryPickerProps) {
  const id = useId()
  const [search, setSearch] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  const removeButtons = useRef(new Map<string, HTMLButtonElement>())
  const typed = search.trim().toLowerCase()
  const found = typed === '' ? { total: 0, shown: [] } : findCountries(typed, selected)
  const matches = found.shown

  const add = (code: string) => {
    onChange([...selected, code])
    setSearch('')
    // A clicked match goes away with the list: the search keeps the focus for the next country.
    searchRef.current?.focus()
  }

  const remove = (code: string) => {
    const next = selected[selected.indexOf(code) + 1]
    onChange(selected.filter((each) => each !== code))
    // The next chip stays mounted (keyed by its code), so it can take the focus at once.
    const target =
      (next === undefined ? undefined : removeButtons.current.get(next)) ?? searchRef.current
    target?.focus()
  }

  const addFirstOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const first = matches.find((country) => !takenBy.has(country.code))
    if (first) add(first.code)
  }

  return (
    <div>
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-stone-700">
        Countries
      </label>
      {selected.length > 0 ? (
        <ul aria-label={`Countries of ${zoneLabel}`} className="mt-2 flex flex-wrap gap-2">
          {selected.map((code) => {
            const name = COUNTRY_NAMES.get(code) ?? code
            return (
              <li
                key={code}
                className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm text-ink"
              >
                {name} <span className="text-stone-500">{code}</span>
                <button
                  ref={(button) => {
                    if (button) removeButtons.current.set(code, button)
                    else removeButtons.current.delete(code)
                  }}
                  type="button"
                  aria-label={`Remove ${name}`}
                  className={chipButtonClass}
                  onClick={() => {
                    remove(code)
                  }}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <input
        ref={searchRef}
        id={`${id}-search`}
        type="search"
        value={search}
        autoComplete="off"
        placeholder="Add a country: name or code"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-controls={matches.length > 0 ? `${id}-matches` : undefined}
        onChange={(event) => {
          setSearch(event.target.value)
        }}
        onKeyDown={addFirstOnEnter}
        className={`mt-2 ${fieldClassName(Boolean(error))}`}
      />
      {matches.length > 0 ? (
        <ul id={`${id}-matches`} aria-label="Matching countries" className="mt-1 space-y-0.5">
          {matches.map((country) => {
            const zone = takenBy.get(country.code)
            return (
              <li key={country.code}>
                <button
                  type="button"
                  disabled={zone !== undefined}
                  onClick={() => {
                    add(country.code)
                  }}
                  className={`flex w-full items-baseline justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent ${focusRing.standard}`}
                >
                  <span>
                    Add {country.name} <span className="text-stone-500">{country.code}</span>
                  </span>
                  {zone === undefined ? null : <span className="text-xs">in {zone}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {/* Always in the page, so that screen readers hear each change; seen only when nothing
          matches (the list itself shows the matches). */}
      <p
        role="status"
        className={typed !== '' && found.total === 0 ? 'mt-1 text-sm text-stone-600' : 'sr-only'}
      >
        {typed === '' ? '' : matchesMessage(search.trim(), found.total, matches.length)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
