import { MAIL_KIND_LABELS, type OutboxMessage } from '@shop/shared/outbox'
import { RotateCcw } from 'lucide-react'
import { formatDateAndTime } from '../../admin-format'
import { useRetryOutboxMessageMutation } from '../admin-outbox-api'
import { runConfirmedAction } from '../../lists'
import { panelClass, tableHeadClass } from '../../components/admin-styles'
import { OutboxStatusBadge } from './outbox-status-badge'
import { Button } from '../../../../components/ui/button'

export const MESSAGE_REQUEUED_MESSAGE = 'Message queued again.'
const RETRY_FAILED_MESSAGE = 'The message could not be queued again.'

/** Table cells from `xl` up; below it each row is a card. */
const cell = 'xl:px-3 xl:py-3 xl:align-top'

/**
 * The columns' shares of a fixed table layout: eight columns fit beside the admin sidebar at
 * 1280 px only when a long address or error wraps inside its column instead of widening it.
 */
const COLUMNS = [
  { label: 'Created', width: 'w-[12%]' },
  { label: 'To', width: 'w-[19%]' },
  { label: 'Subject', width: 'w-[19%]' },
  { label: 'Kind', width: 'w-[11%]' },
  { label: 'Status', width: 'w-[12%]' },
  { label: 'Attempts', width: 'w-[10%]' },
  { label: 'Last error', width: 'w-[17%]' },
] as const

function RetryButton({ message }: { message: OutboxMessage }) {
  const [retry, { isLoading }] = useRetryOutboxMessageMutation()

  // Already sent, or it held a one-time link (409): the server says which.
  const queueAgain = () =>
    runConfirmedAction({
      run: async () => {
        await retry(message._id).unwrap()
        return MESSAGE_REQUEUED_MESSAGE
      },
      failureFallback: RETRY_FAILED_MESSAGE,
    })

  return (
    <Button
      type="button"
      onClick={() => void queueAgain()}
      disabled={isLoading}
      aria-label={`Retry “${message.subject}” to ${message.to}`}
      variant="secondary"
      className="gap-1.5 px-3 py-1.5 disabled:cursor-wait disabled:opacity-60"
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      Retry
    </Button>
  )
}

/** An address that may wrap before its @ rather than anywhere in the name. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  )
}

function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  )
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const isStuck = message.status === 'failed' && !message.canRetry
  const created = formatDateAndTime(message.createdAt)
  return (
    // Phones and tablets: a card (subject, recipient and kind beside the status and Retry; the
    // date and attempts; the error); from `xl` up: a table row.
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-4 xl:table-row xl:p-0">
      <td className={`col-start-1 row-start-4 text-xs text-stone-600 xl:text-sm ${cell}`}>
        <time dateTime={message.createdAt}>
          <span className="whitespace-nowrap">{created.date},</span>{' '}
          <span className="whitespace-nowrap">{created.time}</span>
        </time>
      </td>
      <td className={`col-start-1 row-start-2 text-stone-700 wrap-anywhere ${cell}`}>
        <EmailAddress address={message.to} />
      </td>
      <td className={`col-start-1 row-start-1 font-semibold wrap-anywhere ${cell}`}>
        {message.subject}
      </td>
      <td className={`col-start-1 row-start-3 text-stone-600 ${cell}`}>
        {MAIL_KIND_LABELS[message.kind]}
      </td>
      <td className={`col-start-2 row-span-3 row-start-1 ${cell}`}>
        <div className="flex flex-col items-end gap-2 xl:items-start">
          <OutboxStatusBadge status={message.status} />
          {message.canRetry ? <RetryButton message={message} /> : null}
          {isStuck ? (
            <span className="max-w-40 text-right text-xs text-stone-600 xl:text-left">
              Held a one-time link: cannot be sent again
            </span>
          ) : null}
        </div>
      </td>
      <td
        className={`col-start-2 row-start-4 text-right text-xs text-stone-600 tabular-nums xl:text-left xl:text-sm xl:text-ink ${cell}`}
      >
        <span className="xl:hidden">Attempts: </span>
        {message.attempts}
      </td>
      <td
        className={`col-span-2 text-xs wrap-anywhere ${
          message.lastError ? 'mt-1 text-red-800 xl:mt-0' : 'text-stone-500 max-xl:hidden'
        } ${cell}`}
      >
        {message.lastError ?? <None />}
      </td>
    </tr>
  )
}

/** The outbox page: when, to whom, what, which kind, how delivery stands, and Retry on failures. */
export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  return (
    <div className={`${panelClass} overflow-hidden`}>
      <table className="w-full text-left text-sm xl:table-fixed">
        <thead className={`hidden xl:table-header-group ${tableHeadClass}`}>
          <tr>
            {COLUMNS.map(({ label, width }) => (
              <th key={label} scope="col" className={`px-3 py-3 font-semibold ${width}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {messages.map((message) => (
            <OutboxRow key={message._id} message={message} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
