import { INVALID_EMAIL_MESSAGE, emailSchema } from '@shop/shared/contact'
import { MailCheck } from 'lucide-react'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useRequestPasswordResetMutation } from '../auth-api'
import { useFormSubmission } from '../../../lib/use-form-submission'
import { authLinkClass } from './auth-styles'
import { FormError } from './form-error'
import { SubmitButton } from './submit-button'
import { EmailField } from './email-field'

/** Shown when the request fails without a message from the server (a lost connection, say). */
export const PASSWORD_RESET_REQUEST_ERROR_MESSAGE =
  'We could not send the reset link. Please try again.'

/** The server's confirmation in place of the form; focus moves to it so it is read out. */
function ResetLinkRequested({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-xl bg-green-50 p-5 text-sm text-green-900 ring-1 ring-green-200 focus:outline-none"
    >
      <MailCheck className="size-6 text-green-700" aria-hidden="true" />
      <p className="mt-3 leading-relaxed">{message}</p>
      <p className="mt-4">
        <Link to={paths.login()} className={authLinkClass}>
          Back to log in
        </Link>
      </p>
    </div>
  )
}

interface ForgotPasswordFormProps {
  /** The e-mail typed on the login page, if any. */
  initialEmail?: string
}

/**
 * Asks the server to mail a reset link. The e-mail is checked once the visitor leaves the field
 * or sends the form; the answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ initialEmail = '' }: ForgotPasswordFormProps) {
  const [requestPasswordReset] = useRequestPasswordResetMutation()
  const [email, setEmail] = useState(initialEmail)
  const [hasLeft, setHasLeft] = useState(false)
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const { error, isSubmitting, run } = useFormSubmission(PASSWORD_RESET_REQUEST_ERROR_MESSAGE)

  const emailCheck = emailSchema.safeParse(email)
  const emailError =
    hasLeft && !emailCheck.success
      ? (emailCheck.error.issues[0]?.message ?? INVALID_EMAIL_MESSAGE)
      : null

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setHasLeft(true)
    if (isSubmitting || !emailCheck.success) return
    // A limit (429) or a refused address (400) says why in the server's words.
    await run(async () => {
      const { message } = await requestPasswordReset({ email: emailCheck.data }).unwrap()
      setConfirmation(message)
    })
  }

  if (confirmation) return <ResetLinkRequested message={confirmation} />

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Reset your password"
      noValidate
      className="space-y-5"
    >
      <EmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
        }}
        onBlur={() => {
          setHasLeft(true)
        }}
        error={emailError}
      />
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton isPending={isSubmitting} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        Remembered it?{' '}
        <Link to={paths.login()} className={authLinkClass}>
          Log in
        </Link>
      </p>
    </form>
  )
}
