import { Wallet } from 'lucide-react'
import { StoreCreditEntries } from '../../../components/store-credit-entries'
import { formatMoney } from '../../../lib/format-money'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useGetStoreCreditQuery } from '../store-credit-api'

/** What the history says while there is none. */
export const NO_STORE_CREDIT_MESSAGE = 'No store credit yet'

/**
 * The profile's store credit: the balance to spend at checkout and every change of it, newest
 * first (date, reason, amount). Credit comes from returns settled as credit and from the shop.
 */
export function StoreCreditHistory({ userId }: { userId: string }) {
  const { data, isLoading, isError, error } = useGetStoreCreditQuery(userId, {
    refetchOnMountOrArgChange: true,
  })

  if (isLoading) return <p className="text-sm text-stone-600">Loading...</p>
  if (isError || !data) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {getErrorMessage(error, 'Failed to load your store credit')}
      </p>
    )
  }

  return (
    <div>
      <p className="text-sm text-stone-600">Balance</p>
      <p className="text-3xl font-extrabold tracking-tight tabular-nums">
        {formatMoney(data.balance)}
      </p>
      {data.balance > 0 ? (
        <p className="mt-1 text-sm text-stone-600">You can spend it at checkout.</p>
      ) : null}
      {data.entries.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-stone-300 px-6 py-8 text-center">
          <Wallet className="mx-auto size-8 text-stone-400" aria-hidden="true" />
          <p className="mt-3 font-semibold">{NO_STORE_CREDIT_MESSAGE}</p>
          <p className="mt-1 text-sm text-stone-600">
            Credit from returns and from the shop will be listed here.
          </p>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <StoreCreditEntries entries={data.entries} />
        </div>
      )}
    </div>
  )
}
