import { LOGIN_FAILED_MESSAGE, LOGIN_REQUIRED_MESSAGE, type AuthResponse } from '@shop/shared/users'
import { MAX_PASSWORD_LENGTH } from '@shop/shared/limits'
import { useState, type ChangeEvent, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { useAppDispatch } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useLoginMutation } from '../auth-api'
import { signedIn, type SessionUser } from '../auth-slice'
import { authLinkClass } from './auth-styles'
import { FormError } from './form-error'
import { EmailField } from './email-field'
import { PasswordField } from './password-field'
import { SubmitButton } from './submit-button'

/** docs/product-rules.md § Errors, Login: any failure other than a wrong email or password. */
export const LOGIN_ERROR_MESSAGE = 'Login failed. Please try again.'

function getStatus(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined
}

/**
 * docs/product-rules.md § Errors: a 401 is a wrong email or password, anything else the generic text. A 429 is the
 * one exception: it shows the server's message, which says how long the account is locked,
 * because "Please try again" would send the shopper straight back into the lock.
 */
function describeLoginFailure(error: unknown): string {
  const status = getStatus(error)
  if (status === 401) return LOGIN_FAILED_MESSAGE
  if (status === 429) return getErrorMessage(error, LOGIN_ERROR_MESSAGE)
  return LOGIN_ERROR_MESSAGE
}

interface LoginFormProps {
  /** The `redirect` query, carried to the register link (docs/product-rules.md § Screens). */
  redirect: string | null
  /** Runs once the session is stored: the route merges the guest cart and moves on. */
  onSignedIn: (user: SessionUser) => Promise<void>
}

/** docs/product-rules.md § Screens, § Validation, Login: email and password, both required, then the stored session. */
export function LoginForm({ redirect, onSignedIn }: LoginFormProps) {
  const dispatch = useAppDispatch()
  const [login] = useLoginMutation()
  const [fields, setFields] = useState({ email: '', password: '' })
  const [error, setError] = useState<string | null>(null)
  // Local rather than the mutation's flag: it also covers the cart merge, and a failure always
  // clears it, so a failed attempt never leaves the form stuck in its sending state.
  const [isSubmitting, setIsSubmitting] = useState(false)

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    const email = fields.email.trim()
    if (email === '' || fields.password === '') {
      setError(LOGIN_REQUIRED_MESSAGE)
      return
    }
    setError(null)
    setIsSubmitting(true)
    let session: AuthResponse
    try {
      session = await login({ email, password: fields.password }).unwrap()
      dispatch(signedIn(session))
    } catch (failure) {
      setError(describeLoginFailure(failure))
      setIsSubmitting(false)
      return
    }
    try {
      await onSignedIn(session.user)
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Log in"
      noValidate
      className="space-y-5"
    >
      <EmailField value={fields.email} onChange={change} />
      <div>
        <PasswordField
          name="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={fields.password}
          onChange={change}
        />
        <p className="mt-2 text-right text-sm">
          {/* The typed e-mail rides along in the history state, never in the address. */}
          <Link
            to={paths.forgotPassword}
            state={{ email: fields.email.trim() }}
            className={authLinkClass}
          >
            Forgot password?
          </Link>
        </p>
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton isPending={isSubmitting} pendingLabel="Logging in...">
        Log In
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        Don&apos;t have an account?{' '}
        <Link to={paths.register(redirect ?? undefined)} className={authLinkClass}>
          Register
        </Link>
      </p>
    </form>
  )
}
