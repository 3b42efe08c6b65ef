import { skipToken } from '@reduxjs/toolkit/query'
import { LogOut } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Navigate } from 'react-router'
import { toast } from 'sonner'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useGetProfileQuery } from '../../features/auth/auth-api'
import { selectUser } from '../../features/auth/auth-slice'
import { ChangePasswordForm } from '../../features/auth/components/change-password-form'
import { LogOutEverywhere } from '../../features/auth/components/log-out-everywhere'
import { ProfileForm } from '../../features/auth/components/profile-form'
import { MyOrders } from '../../features/orders/components/my-orders'
import { StoreCreditHistory } from '../../features/store-credit/components/store-credit-history'
import { useAppSelector } from '../hooks'
import { useLogOut } from './use-log-out'
import { focusRing } from '../../components/ui/focus-ring'

// The returns list comes with the order pages' chunk (order-pages.tsx), loaded when shown.
const MyReturns = lazy(() => import('./order-pages').then((m) => ({ default: m.MyReturns })))

export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'You have been logged out on every device.'

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

function getInitials(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/**
 * docs/product-rules.md § Screens, Profile: name, email, a logout button and My Orders; without a user it sends the
 * visitor to /login. Visiting it asks the server for the account, so a name changed elsewhere
 * shows, and a token the server no longer accepts ends the session (docs/product-rules.md § Errors). Beyond the
 * spec: the name and e-mail can be changed, the password too, and every session ended at once;
 * the store credit balance and its history (docs/decisions/033-store-credit.md).
 */
export function ProfileRoute() {
  const user = useAppSelector(selectUser)
  const { data: account } = useGetProfileQuery(user?._id ?? skipToken, {
    refetchOnMountOrArgChange: true,
  })
  // docs/product-rules.md § States, § Errors: logout removes user and token, makes a new guest id, empties the cart.
  const { logOut, endSession, isLoggingOut } = useLogOut(paths.login())

  if (!user) return <Navigate to={paths.login()} replace />

  const endSessionEverywhere = () => {
    toast.success(LOGGED_OUT_EVERYWHERE_MESSAGE)
    endSession()
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta title="My Account" description="Your account details and your orders." />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Account</h1>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="profile-heading" className={cardClass}>
          <h2 id="profile-heading" className="sr-only">
            Profile
          </h2>
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
            >
              {getInitials(user.name)}
            </span>
            <dl className="min-w-0">
              <dt className="sr-only">Name</dt>
              <dd className="truncate text-lg font-bold">{user.name}</dd>
              <dt className="sr-only">Email</dt>
              <dd className="text-sm wrap-anywhere text-stone-600">{user.email}</dd>
            </dl>
          </div>
          <button
            type="button"
            onClick={() => void logOut()}
            disabled={isLoggingOut}
            aria-busy={isLoggingOut || undefined}
            className={`mt-6 inline-flex w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-6 py-2.5 text-sm font-semibold text-ink hover:border-ink hover:bg-stone-50 ${focusRing.standard} disabled:cursor-wait disabled:opacity-60`}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </button>
          <div className="mt-4 border-t border-stone-200 pt-4">
            <LogOutEverywhere onLoggedOut={endSessionEverywhere} />
          </div>
        </section>

        <section aria-labelledby="orders-heading" className={`${cardClass} lg:col-span-2`}>
          <h2 id="orders-heading" className="text-xl font-bold tracking-tight">
            My Orders
          </h2>
          <div className="mt-6">
            <MyOrders />
          </div>
        </section>

        <section
          aria-labelledby="returns-heading"
          className={`${cardClass} lg:col-span-2 lg:col-start-2`}
        >
          <h2 id="returns-heading" className="text-xl font-bold tracking-tight">
            Returns
          </h2>
          <div className="mt-6">
            <Suspense fallback={<p className="text-sm text-stone-600">Loading...</p>}>
              <MyReturns userId={user._id} />
            </Suspense>
          </div>
        </section>
      </div>

      <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-2 lg:gap-8">
        <section aria-labelledby="edit-profile-heading" className={cardClass}>
          <h2 id="edit-profile-heading" className="text-xl font-bold tracking-tight">
            Edit profile
          </h2>
          <div className="mt-6">
            <ProfileForm
              user={user}
              pendingEmail={account?._id === user._id ? account.pendingEmail : null}
              labelledBy="edit-profile-heading"
            />
          </div>
        </section>

        <section aria-labelledby="change-password-heading" className={cardClass}>
          <h2 id="change-password-heading" className="text-xl font-bold tracking-tight">
            Change password
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            You stay logged in here; every other device is logged out.
          </p>
          <div className="mt-6">
            <ChangePasswordForm user={user} labelledBy="change-password-heading" />
          </div>
        </section>
      </div>

      <section aria-labelledby="store-credit-heading" className={`${cardClass} mt-6 lg:mt-8`}>
        <h2 id="store-credit-heading" className="text-xl font-bold tracking-tight">
          Store credit
        </h2>
        <div className="mt-6">
          <StoreCreditHistory userId={user._id} />
        </div>
      </section>
    </div>
  )
}
