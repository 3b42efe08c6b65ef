import type { AdminUser } from '@shop/shared/admin'
import { useState } from 'react'
import { StoreCreditEntries } from '../../../../components/store-credit-entries'
import { Drawer } from '../../../../components/ui/drawer'
import { formatMoney } from '../../../../lib/format-money'
import { useGetAdminStoreCreditQuery } from '../admin-users-api'
import { StoreCreditForm } from './store-credit-form'

function StoreCreditDetails({ user }: { user: AdminUser }) {
  const { data, isLoading, isError } = useGetAdminStoreCreditQuery(user._id, {
    refetchOnMountOrArgChange: true,
  })
  return (
    <div className="space-y-6">
      <div>
        <p className="font-semibold wrap-anywhere">{user.name}</p>
        <p className="text-sm text-stone-600 wrap-anywhere">{user.email}</p>
        <p className="mt-3 text-lg font-bold tabular-nums">
          Store credit: {formatMoney(data?.balance ?? user.storeCredit)}
        </p>
      </div>
      <section className="border-t border-stone-200 pt-5">
        <h3 className="text-xs font-bold tracking-wide text-stone-600 uppercase">
          Add or remove credit
        </h3>
        <div className="mt-3">
          <StoreCreditForm userId={user._id} />
        </div>
      </section>
      <section className="border-t border-stone-200 pt-5">
        <h3 className="text-xs font-bold tracking-wide text-stone-600 uppercase">History</h3>
        <div className="mt-3">
          {isLoading ? <p role="status">Loading...</p> : null}
          {isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              Failed to load the store credit history
            </p>
          ) : null}
          {data && data.entries.length === 0 ? (
            <p className="text-sm text-stone-600">No store credit yet.</p>
          ) : null}
          {data && data.entries.length > 0 ? <StoreCreditEntries entries={data.entries} /> : null}
        </div>
      </section>
    </div>
  )
}

interface StoreCreditDrawerProps {
  /** The account shown, or null when the drawer is closed. */
  user: AdminUser | null
  onClose: () => void
}

/**
 * A customer's store credit in the back office (docs/decisions/033-store-credit.md): the balance,
 * the form that grants or removes credit with a reason, and the history, newest first.
 */
export function StoreCreditDrawer({ user, onClose }: StoreCreditDrawerProps) {
  // The last account stays in the panel while it slides out.
  const [shownUser, setShownUser] = useState(user)
  if (user !== null && user !== shownUser) setShownUser(user)

  return (
    <Drawer side="right" isOpen={user !== null} onClose={onClose} title="Store Credit">
      {shownUser ? <StoreCreditDetails key={shownUser._id} user={shownUser} /> : null}
    </Drawer>
  )
}
