import type { ContactMessage } from '@shop/shared/admin'
import { ADMIN_PAGE_SIZE } from '@shop/shared/admin-lists'
import { Inbox } from 'lucide-react'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { formatDateTime } from '../../admin-format'
import {
  ADMIN_MESSAGE_LIST,
  useDeleteContactMessageMutation,
  useGetContactMessagePageQuery,
} from '../admin-messages-api'
import {
  ListPager,
  ListToolbar,
  runConfirmedAction,
  SearchBox,
  SortSelect,
  useListState,
} from '../../lists'
import { panelClass } from '../../components/admin-styles'
import { DeleteButton } from '../../components/delete-button'
import { focusRing } from '../../../../components/ui/focus-ring'

export const NO_MESSAGES_MESSAGE = 'No messages yet.'
export const DELETE_MESSAGE_CONFIRMATION = 'Are you sure you want to delete this message?'
export const NO_MATCHING_MESSAGES = 'No messages match.'

const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: 'email', label: 'Email, A to Z' },
] as const

function MessageCard({ message }: { message: ContactMessage }) {
  const [deleteMessage, { isLoading: isDeleting }] = useDeleteContactMessageMutation()

  const remove = () =>
    runConfirmedAction({
      question: DELETE_MESSAGE_CONFIRMATION,
      run: async () => (await deleteMessage(message._id).unwrap()).message,
      failureFallback: 'Failed to delete the message.',
    })

  return (
    <li>
      <article aria-label={`Message from ${message.name}`} className={`${panelClass} p-5 sm:p-6`}>
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h2 className="font-semibold wrap-anywhere">{message.name}</h2>
            <a
              href={`mailto:${message.email}`}
              className={`text-sm text-brand-700 underline-offset-4 wrap-anywhere hover:underline ${focusRing.standard}`}
            >
              {message.email}
            </a>
          </div>
          <time dateTime={message.createdAt} className="text-sm text-stone-600">
            {formatDateTime(message.createdAt)}
          </time>
        </header>
        <p className="mt-4 text-sm leading-relaxed whitespace-pre-line wrap-anywhere text-stone-800">
          {message.message}
        </p>
        <div className="mt-4 flex justify-end">
          <DeleteButton
            accessibleName={`Delete message from ${message.name}`}
            isDeleting={isDeleting}
            onDelete={() => void remove()}
          />
        </div>
      </article>
    </li>
  )
}

/**
 * The contact inbox: what visitors sent through Contact Us, newest first (as the server sorts), a
 * page at a time, searchable by name, e-mail or text and sortable (docs/product-rules.md § Back office at
 * scale), kept in the address.
 */
export function MessageList() {
  const { state, setPage, setSearch, setSort } = useListState(ADMIN_MESSAGE_LIST)
  const {
    data: page,
    isLoading,
    isError,
    error,
  } = useGetContactMessagePageQuery(state, { refetchOnMountOrArgChange: true })
  const messages = page?.rows ?? []
  const isFiltered = state.search !== ''

  if (isLoading) return <p role="status">Loading...</p>
  if (isError || !page) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load messages')}
      </p>
    )
  }
  if (messages.length === 0 && !isFiltered && state.page === 1) {
    return (
      <div className={`${panelClass} px-6 py-12 text-center`}>
        <Inbox className="mx-auto size-10 text-stone-400" aria-hidden="true" />
        <p className="mt-4 font-semibold">{NO_MESSAGES_MESSAGE}</p>
        <p className="mt-1 text-sm text-stone-600">Messages sent through Contact Us appear here.</p>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <div className={panelClass}>
        <ListToolbar>
          <SearchBox
            label="Search messages"
            placeholder="Name, email or words in the message"
            value={state.search}
            onSearch={setSearch}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} isShownOnDesktop />
        </ListToolbar>
      </div>
      {messages.length === 0 ? (
        <p className={`${panelClass} px-6 py-8 text-center text-sm text-stone-600`}>
          {NO_MATCHING_MESSAGES}
        </p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => (
            <MessageCard key={message._id} message={message} />
          ))}
        </ul>
      )}
      <div className={panelClass}>
        <ListPager
          page={state.page}
          pageSize={ADMIN_PAGE_SIZE}
          total={page.total}
          noun={['message', 'messages']}
          onPageChange={setPage}
        />
      </div>
    </div>
  )
}
