import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { AuthCard } from '../../features/auth/components/auth-card'
import { LoginForm } from '../../features/auth/components/login-form'
import { getPostAuthPath } from '../../lib/safe-redirect'
import { useAppSelector } from '../hooks'
import { useCompleteSignIn } from './use-complete-sign-in'
import { useShopSettings } from '../../lib/shop-settings-api'

/** docs/product-rules.md § Routes, /login (query redirect): the login form, then the cart merge and the redirect. */
export function LoginRoute() {
  const { shopName } = useShopSettings()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')
  const isSignedIn = useAppSelector(selectUser) !== null
  // Only a visitor who arrives signed in is sent on at once; a fresh login moves on itself,
  // after its cart merge.
  const [isSignedInOnArrival] = useState(isSignedIn)
  const completeSignIn = useCompleteSignIn(redirect)
  const isForCheckout = getPostAuthPath(redirect) === paths.checkout

  if (isSignedInOnArrival) return <Navigate to={getPostAuthPath(redirect)} replace />

  return (
    <>
      <PageMeta title="Log In" description={`Log in to your ${shopName} account.`} />
      <AuthCard
        title="Welcome back"
        intro={
          isForCheckout
            ? 'Log in to continue to checkout. Your cart comes with you.'
            : 'Log in with your email and password.'
        }
      >
        <LoginForm redirect={redirect} onSignedIn={completeSignIn} />
      </AuthCard>
    </>
  )
}
