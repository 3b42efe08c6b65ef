import { X } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { focusRing } from './focus-ring'

interface DrawerProps {
  side: 'left' | 'right'
  isOpen: boolean
  onClose: () => void
  title: string
  children: ReactNode
  footer?: ReactNode
}

/**
 * A side panel on a modal <dialog>: the browser traps focus, closes on Escape and makes the
 * page behind it inert; CSS slides it in.
 */
export function Drawer({ side, isOpen, onClose, title, children, footer }: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // jsdom has no showModal; the open attribute is enough there.
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [isOpen])

  const sideClasses =
    side === 'right'
      ? 'ml-auto translate-x-full open:translate-x-0 starting:open:translate-x-full'
      : 'mr-auto -translate-x-full open:translate-x-0 starting:open:-translate-x-full'

  return (
    <dialog
      ref={dialogRef}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) onClose()
      }}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none w-96 max-w-[calc(100%-3rem)] bg-white p-0 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 backdrop:bg-black/40 ${sideClasses}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 className="text-lg font-semibold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            className={`rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-ink ${focusRing.flush}`}
            aria-label={`Close ${title.toLowerCase()}`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="border-t border-stone-200 px-5 py-4">{footer}</div> : null}
      </div>
    </dialog>
  )
}
