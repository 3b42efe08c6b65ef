import { skipToken } from '@reduxjs/toolkit/query'
import { LogOut } from 'lucide-react'
import { Navigate, useNavigate } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useGetProfileQuery } from '../../features/auth/auth-api'
import { loggedOut, selectUser } from '../../features/auth/auth-slice'
import { cartCleared } from '../../features/cart/cart-slice'
import { MyOrders } from '../../features/orders/components/my-orders'
import { useAppDispatch, useAppSelector } from '../hooks'

function getInitials(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/**
 * shop-spec §2 Profile: name, email, a logout button and My Orders; without a user it sends the
 * visitor to /login. Visiting it asks the server for the account, so a name changed elsewhere
 * shows, and a token the server no longer accepts ends the session (shop-spec §8).
 */
export function ProfileRoute() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectUser)
  useGetProfileQuery(user?._id ?? skipToken, { refetchOnMountOrArgChange: true })

  if (!user) return <Navigate to={paths.login()} replace />

  // shop-spec §4, §8: logout removes user and token, makes a new guest id, empties the cart.
  const logOut = () => {
    dispatch(loggedOut())
    dispatch(cartCleared())
    void navigate(paths.login())
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta title="My Account" description="Your account details and your orders." />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Account</h1>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <section
          aria-labelledby="profile-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
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
            onClick={logOut}
            className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-6 py-2.5 text-sm font-semibold text-ink hover:border-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </button>
        </section>

        <section
          aria-labelledby="orders-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="orders-heading" className="text-xl font-bold tracking-tight">
            My Orders
          </h2>
          <div className="mt-6">
            <MyOrders />
          </div>
        </section>
      </div>
    </div>
  )
}
