import { useEffect, useId, useRef, type ReactNode } from 'react'
import { primaryButtonClass } from './admin-styles'
import { buttonClass } from '../../../components/ui/button'

export interface Choice {
  label: string
  onChoose: () => void
}

interface ChoiceDialogProps {
  title: string
  children: ReactNode
  /** The actions, most important first; each closes the dialog by the caller's state. */
  choices: readonly Choice[]
  /** The way out that changes nothing; it has the focus when the dialog opens. */
  dismissLabel: string
  onDismiss: () => void
}

const secondaryButtonClass = buttonClass({
  variant: 'secondary',
  className: 'justify-center px-5 py-2.5',
})

/**
 * A question that needs an answer before a change that cannot be undone quietly (a refund, a
 * cancelled or delivered order, a role change), as a modal <dialog>: rendered while asked,
 * Escape or a click beside it goes back. The focus starts on the way out, so Enter never
 * confirms by accident.
 */
export function ChoiceDialog({
  title,
  children,
  choices,
  dismissLabel,
  onDismiss,
}: ChoiceDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dismissRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const messageId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    dismissRef.current?.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    }
  }, [])

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // React passes these up its own tree: the drawer around this dialog must not close too.
      onClose={(event) => {
        event.stopPropagation()
      }}
      onCancel={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onDismiss()
      }}
      onClick={(event) => {
        event.stopPropagation()
        if (event.target === event.currentTarget) onDismiss()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={messageId} className="mt-2 text-sm text-stone-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col gap-2">
          {choices.map((choice, index) => (
            <button
              key={choice.label}
              type="button"
              onClick={choice.onChoose}
              className={index === 0 ? primaryButtonClass : secondaryButtonClass}
            >
              {choice.label}
            </button>
          ))}
          <button
            ref={dismissRef}
            type="button"
            onClick={onDismiss}
            className={secondaryButtonClass}
          >
            {dismissLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
