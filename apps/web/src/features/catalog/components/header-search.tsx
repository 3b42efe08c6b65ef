import { lazy, Suspense, useState } from 'react'
import { SearchIcon } from '../../../components/ui/first-paint-icons'
import { focusRing } from '../../../components/ui/focus-ring'

const loadForm = () => import('./header-search-form')
// The field, its suggestions and their API call load on the first open, not with the first page.
const HeaderSearchForm = lazy(() => loadForm().then((m) => ({ default: m.HeaderSearchForm })))

const iconButton = `rounded-full p-2 hover:bg-white/10 ${focusRing.onDark}`

/**
 * The header's search: an icon that expands into a field (header-search-form.tsx) and leads to
 * the shop's results.
 */
export function HeaderSearch() {
  const [isOpen, setIsOpen] = useState(false)
  const [term, setTerm] = useState('')

  const openButton = (
    <button
      type="button"
      onClick={() => {
        setIsOpen(true)
      }}
      // A pointer on its way or the keyboard's focus starts the download before the click.
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      className={iconButton}
      aria-label="Search products"
    >
      <SearchIcon className="size-5" />
    </button>
  )

  if (!isOpen) return openButton

  return (
    // The icon stays in place until the field's code is in.
    <Suspense fallback={openButton}>
      <HeaderSearchForm
        term={term}
        onTermChange={setTerm}
        onHide={() => {
          setIsOpen(false)
        }}
        onClose={() => {
          setIsOpen(false)
          setTerm('')
        }}
      />
    </Suspense>
  )
}
