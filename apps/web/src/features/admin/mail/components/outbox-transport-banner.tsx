import { TriangleAlert } from 'lucide-react'
import { useGetMailTransportQuery } from '../admin-outbox-api'

/**
 * Where the shop's mail goes. Without SMTP_URL the server only writes each message to a file,
 * so nobody receives anything: the back office says so loudly. Otherwise one quiet line.
 */
export function OutboxTransportBanner() {
  const { data: transport } = useGetMailTransportQuery(undefined)
  if (!transport) return null

  if (transport.transport === 'files') {
    return (
      <div
        role="note"
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          <strong className="font-semibold">Mail is not being delivered.</strong> SMTP_URL is not
          set, so every message is only saved as a file on the server (in DATA_DIR/mail) and
          customers receive nothing.
        </p>
      </div>
    )
  }

  return (
    <p className="text-sm text-stone-600">
      Sending as <span className="font-medium wrap-anywhere text-ink">{transport.from}</span>
    </p>
  )
}
