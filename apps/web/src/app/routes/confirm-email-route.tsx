import { EMAIL_CONFIRMATION_INVALID_MESSAGE } from '@shop/shared/users'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useConfirmEmailMutation } from '../../features/auth/auth-api'
import { selectUser } from '../../features/auth/auth-slice'
import { AuthCard } from '../../features/auth/components/auth-card'
import { authLinkClass } from '../../features/auth/components/auth-styles'
import { FormError } from '../../features/auth/components/form-error'
import { getErrorMessage } from '../../lib/get-error-message'
import { useAppSelector } from '../hooks'

/** Shown when confirming fails without a message from the server (a lost connection, say). */
export const CONFIRM_EMAIL_FAILED_MESSAGE =
  'Your email could not be confirmed. Please open the link again.'
export const CONFIRMING_EMAIL_MESSAGE = 'Confirming your new email...'

/**
 * /confirm-email?token=…: the page the link mailed to a new e-mail address leads to. It confirms
 * the token once, as soon as it opens, and says how that went: the server's words for a link
 * that is unknown, expired or used. No session is needed; a signed-in account is read again.
 */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const isSignedIn = useAppSelector(selectUser) !== null
  const [confirmEmail, { data, error }] = useConfirmEmailMutation()
  // A token works once: a second effect run (React's development double run) must not spend it.
  const hasSent = useRef(false)

  useEffect(() => {
    if (token === '' || hasSent.current) return
    hasSent.current = true
    void confirmEmail({ token })
  }, [confirmEmail, token])

  const nextStep = isSignedIn ? (
    <Link to={paths.profile} className={authLinkClass}>
      Go to your profile
    </Link>
  ) : (
    <Link to={paths.login()} className={authLinkClass}>
      Log in
    </Link>
  )

  let outcome
  if (token === '') {
    outcome = <FormError>{EMAIL_CONFIRMATION_INVALID_MESSAGE}</FormError>
  } else if (data) {
    outcome = (
      <p role="status" className="text-sm font-medium text-green-800">
        {data.message}
      </p>
    )
  } else if (error) {
    outcome = <FormError>{getErrorMessage(error, CONFIRM_EMAIL_FAILED_MESSAGE)}</FormError>
  } else {
    outcome = (
      <p role="status" className="text-sm text-stone-600">
        {CONFIRMING_EMAIL_MESSAGE}
      </p>
    )
  }

  return (
    <>
      <PageMeta title="Confirm Your Email" />
      {/* The address carries a one-time token: no search engine should keep it. */}
      <meta name="robots" content="noindex" />
      <AuthCard
        title="Confirm your new email"
        intro="Your account uses a new email address once you confirm it from the link we sent there."
      >
        <div className="space-y-5">
          {outcome}
          {data || error || token === '' ? <p className="text-center text-sm">{nextStep}</p> : null}
        </div>
      </AuthCard>
    </>
  )
}
