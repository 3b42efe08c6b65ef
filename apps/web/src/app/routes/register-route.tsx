import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { AuthCard } from '../../features/auth/components/auth-card'
import { RegisterForm } from '../../features/auth/components/register-form'
import { getPostAuthPath } from '../../lib/safe-redirect'
import { useAppSelector } from '../hooks'
import { useCompleteSignIn } from './use-complete-sign-in'
import { useShopSettings } from '../../lib/shop-settings-api'

/** docs/product-rules.md § Routes, /register (query redirect): the sign-up form, then the cart merge and the redirect. */
export function RegisterRoute() {
  const { shopName } = useShopSettings()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')
  const isSignedIn = useAppSelector(selectUser) !== null
  // Only a visitor who arrives signed in is sent on at once; a fresh sign-up moves on itself,
  // after its cart merge.
  const [isSignedInOnArrival] = useState(isSignedIn)
  const completeSignIn = useCompleteSignIn(redirect)
  const isForCheckout = getPostAuthPath(redirect) === paths.checkout

  if (isSignedInOnArrival) return <Navigate to={getPostAuthPath(redirect)} replace />

  return (
    <>
      <PageMeta
        title="Sign Up"
        description={`Create a ${shopName} account to check out faster and follow your orders.`}
      />
      <AuthCard
        title="Create your account"
        intro={
          isForCheckout
            ? 'Sign up to continue to checkout. Your cart comes with you.'
            : 'Check out faster and follow your orders.'
        }
      >
        <RegisterForm redirect={redirect} onSignedIn={completeSignIn} />
      </AuthCard>
    </>
  )
}
