import type { Subscriber } from '@shop/shared/subscribers'
import { formatDateTime } from '../../admin-format'
import {
  SUBSCRIBER_LIST,
  useDeleteSubscriberMutation,
  useGetSubscriberPageQuery,
} from '../admin-subscribers-api'
import {
  ListPanel,
  runConfirmedAction,
  SearchBox,
  SortHeader,
  SortSelect,
  useListState,
} from '../../lists'
import { headerCellClass, tableHeadClass } from '../../components/admin-styles'
import { DeleteButton } from '../../components/delete-button'

export const DELETE_SUBSCRIBER_CONFIRMATION =
  'Remove this address from the newsletter? It gets no more newsletter e-mails.'
export const NO_SUBSCRIBERS_MESSAGE = 'Nobody has subscribed yet.'
export const NO_MATCHING_SUBSCRIBERS_MESSAGE = 'No subscriber matches this search.'

const SORT_OPTIONS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'email', label: 'Email, A to Z' },
  { value: '-email', label: 'Email, Z to A' },
] as const

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const [deleteSubscriber, { isLoading: isDeleting }] = useDeleteSubscriberMutation()

  const remove = () =>
    runConfirmedAction({
      question: DELETE_SUBSCRIBER_CONFIRMATION,
      run: async () => (await deleteSubscriber(subscriber._id).unwrap()).message,
      failureFallback: 'Failed to remove the subscriber.',
    })

  return (
    // Phones: a card (e-mail and remove on top, the date below); wider screens: a table row.
    <tr className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-4 md:table-row md:p-0">
      <td className="font-semibold wrap-anywhere md:px-4 md:py-3">{subscriber.email}</td>
      <td className="col-start-1 text-stone-600 md:px-4 md:py-3">
        <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>
      </td>
      <td className="col-start-2 row-span-2 row-start-1 md:px-4 md:py-3 md:text-right">
        <DeleteButton
          accessibleName={`Remove ${subscriber.email}`}
          isDeleting={isDeleting}
          onDelete={() => void remove()}
          labelClassName="max-sm:sr-only"
        >
          Remove
        </DeleteButton>
      </td>
    </tr>
  )
}

/**
 * The newsletter list (docs/product-rules.md § Back office at scale): a page at a time, searchable by
 * e-mail, sortable by e-mail or sign-up time, with a remove button (after a confirm).
 */
export function SubscriberTable() {
  const { state, setPage, setSearch, setSort } = useListState(SUBSCRIBER_LIST)
  const pageQuery = useGetSubscriberPageQuery(state, { refetchOnMountOrArgChange: true })
  const subscribers = pageQuery.data?.rows ?? []

  return (
    <ListPanel
      heading={{ id: 'subscribers-heading', text: 'Subscribers' }}
      toolbar={
        <>
          <SearchBox
            label="Search subscribers"
            placeholder="Email"
            value={state.search}
            onSearch={setSearch}
          />
          <SortSelect sort={state.sort} options={SORT_OPTIONS} onSort={setSort} />
        </>
      }
      query={pageQuery}
      errorFallback="Failed to load subscribers"
      emptyMessage={state.search ? NO_MATCHING_SUBSCRIBERS_MESSAGE : NO_SUBSCRIBERS_MESSAGE}
      currentPage={state.page}
      noun={['subscriber', 'subscribers']}
      onPageChange={setPage}
    >
      <table className="w-full text-left text-sm" aria-busy={pageQuery.isFetching || undefined}>
        <thead className={`hidden md:table-header-group ${tableHeadClass}`}>
          <tr>
            <SortHeader label="Email" field="email" sort={state.sort} onSort={setSort} />
            <SortHeader
              label="Subscribed"
              field="createdAt"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
            <th scope="col" className={`${headerCellClass} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 border-t border-stone-200 md:border-t-0">
          {subscribers.map((subscriber) => (
            <SubscriberRow key={subscriber._id} subscriber={subscriber} />
          ))}
        </tbody>
      </table>
    </ListPanel>
  )
}
