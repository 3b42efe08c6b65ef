import { useCallback, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { focusRing } from '../../components/ui/focus-ring'
import { readStored, writeStored } from '../../lib/browser-storage'
import type { Announcement } from '@shop/shared/shop-settings'

/** The text of the announcement the shopper closed: a new announcement shows again. */
const DISMISSED_KEY = 'dismissedAnnouncement'
const isText = (value: unknown): value is string => typeof value === 'string'

const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const readDismissed = () => readStored(DISMISSED_KEY, isText) ?? null
// The server, and hydration, render the bar: what the shopper closed is known in the browser only.
const nothingDismissed = () => null

/**
 * The owner's announcement above the header (docs/product-rules.md § The owner's shop): a line,
 * perhaps a link, and a button that closes it for this browser until the text changes.
 */
export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  const dismissed = useSyncExternalStore(subscribe, readDismissed, nothingDismissed)
  const dismiss = useCallback(() => {
    writeStored(DISMISSED_KEY, announcement.text)
    for (const listener of listeners) listener()
  }, [announcement])

  if (dismissed === announcement.text) return null
  const { text, link } = announcement
  const linkClass = `rounded-sm underline underline-offset-2 ${focusRing.onDark}`
  return (
    <div className="relative bg-brand-600 px-10 py-2 text-center text-sm font-medium text-white">
      {link === undefined ? (
        <p>{text}</p>
      ) : link.startsWith('/') ? (
        <Link to={link} className={linkClass}>
          {text}
        </Link>
      ) : (
        <a href={link} className={linkClass} rel="noopener noreferrer">
          {text}
        </a>
      )}
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the announcement"
        className={`absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-lg leading-none hover:bg-white/15 ${focusRing.onDark}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
