import { INVALID_EMAIL_MESSAGE, emailSchema } from '@shop/shared/contact'
import { MAX_PASSWORD_LENGTH } from '@shop/shared/limits'
import { PASSWORD_RULES, userNameSchema, type AuthResponse } from '@shop/shared/users'
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { useAppDispatch } from '../../../app/hooks'
import { paths } from '../../../config/paths'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useRegisterMutation } from '../auth-api'
import { signedIn, type SessionUser } from '../auth-slice'
import { authLinkClass } from './auth-styles'
import { FormError } from './form-error'
import { EmailField } from './email-field'
import { NameField } from './name-field'
import { PasswordField } from './password-field'
import { PasswordStrength } from './password-strength'
import { SubmitButton } from './submit-button'

/** Shown when a sign-up fails without a message from the server (a lost connection, say). */
export const REGISTER_ERROR_MESSAGE = 'Registration failed. Please try again.'

type RegisterFields = Record<'name' | 'email' | 'password', string>

interface RegisterFormProps {
  /** The `redirect` query, carried to the login link (docs/product-rules.md § Screens). */
  redirect: string | null
  /** Runs once the session is stored: the route merges the guest cart and moves on. */
  onSignedIn: (user: SessionUser) => Promise<void>
}

/**
 * docs/product-rules.md § Screens, § States, § Validation, Register: name, email and password with the strength bar. Fields are
 * checked once the shopper leaves them, and Sign Up stays disabled until the email is valid and
 * every password rule holds.
 */
export function RegisterForm({ redirect, onSignedIn }: RegisterFormProps) {
  const dispatch = useAppDispatch()
  const requirementsId = useId()
  const [register] = useRegisterMutation()
  const [fields, setFields] = useState<RegisterFields>({ name: '', email: '', password: '' })
  const [left, setLeft] = useState({ name: false, email: false })
  const [error, setError] = useState<string | null>(null)
  // Local rather than the mutation's flag: it also covers the cart merge, and a failure always
  // clears it, so a failed attempt never leaves the form stuck in its sending state.
  const [isSubmitting, setIsSubmitting] = useState(false)

  const nameCheck = userNameSchema.safeParse(fields.name)
  const isEmailValid = emailSchema.safeParse(fields.email).success
  const isPasswordValid = PASSWORD_RULES.every((rule) => rule.isMet(fields.password))
  const nameError = left.name && !nameCheck.success ? nameCheck.error.issues[0]?.message : null
  const emailError = left.email && !isEmailValid ? INVALID_EMAIL_MESSAGE : null

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
  }
  const leave = (field: keyof typeof left) => () => {
    setLeft((current) => ({ ...current, [field]: true }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting || !isEmailValid || !isPasswordValid) return
    // Every attempt counts toward the server's sign-up limit, so a missing name is caught here.
    if (!nameCheck.success) {
      setLeft((current) => ({ ...current, name: true }))
      return
    }
    setError(null)
    setIsSubmitting(true)
    let session: AuthResponse
    try {
      session = await register({
        name: nameCheck.data,
        email: fields.email.trim(),
        password: fields.password,
      }).unwrap()
      dispatch(signedIn(session))
    } catch (failure) {
      // docs/product-rules.md § Errors: register failures show the server's message (a taken email, a limit).
      setError(getErrorMessage(failure, REGISTER_ERROR_MESSAGE))
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
      aria-label="Sign up"
      noValidate
      className="space-y-5"
    >
      <NameField value={fields.name} onChange={change} onBlur={leave('name')} error={nameError} />
      <EmailField
        value={fields.email}
        onChange={change}
        onBlur={leave('email')}
        error={emailError}
      />
      <div>
        <PasswordField
          name="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={fields.password}
          onChange={change}
          describedBy={requirementsId}
        />
        <PasswordStrength password={fields.password} id={requirementsId} />
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton
        isPending={isSubmitting}
        isDisabled={!isEmailValid || !isPasswordValid}
        pendingLabel="Signing up..."
      >
        Sign Up
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        Already have an account?{' '}
        <Link to={paths.login(redirect ?? undefined)} className={authLinkClass}>
          Log in
        </Link>
      </p>
    </form>
  )
}
