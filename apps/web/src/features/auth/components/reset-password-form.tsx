import { MAX_PASSWORD_LENGTH } from '@shop/shared/limits'
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RULES } from '@shop/shared/users'
import { useId, useState, type SubmitEvent } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useResetPasswordMutation } from '../auth-api'
import { FormError } from './form-error'
import { PasswordField } from './password-field'
import { PasswordStrength } from './password-strength'
import { ResetLinkInvalid } from './reset-link-invalid'
import { SubmitButton } from './submit-button'

/** Shown when the reset fails without a message from the server (a lost connection, say). */
export const PASSWORD_RESET_ERROR_MESSAGE = 'Your password could not be saved. Please try again.'

interface ResetPasswordFormProps {
  /** The token of the mailed link. */
  token: string
  /** Runs with the server's message once the new password is saved. */
  onReset: (message: string) => void
}

/**
 * A new password for the account of a reset link, with the strength bar and the checklist of the
 * sign-up rules; it cannot be sent until every rule holds. A link the server refuses (unknown,
 * expired or used) gives way to the road to a new one.
 */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const requirementsId = useId()
  const [resetPassword] = useResetPasswordMutation()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isLinkInvalid, setIsLinkInvalid] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const isPasswordValid = PASSWORD_RULES.every((rule) => rule.isMet(password))

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting || !isPasswordValid) return
    setError(null)
    setIsSubmitting(true)
    try {
      const { message } = await resetPassword({ token, password }).unwrap()
      // The page moves on; the button stays busy until it has.
      onReset(message)
    } catch (failure) {
      const reason = getErrorMessage(failure, PASSWORD_RESET_ERROR_MESSAGE)
      setIsLinkInvalid(reason === PASSWORD_RESET_INVALID_MESSAGE)
      setError(reason)
      setIsSubmitting(false)
    }
  }

  if (isLinkInvalid) return <ResetLinkInvalid />

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Choose a new password"
      noValidate
      className="space-y-5"
    >
      <div>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
          }}
          describedBy={requirementsId}
        />
        <PasswordStrength password={password} id={requirementsId} />
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton isPending={isSubmitting} isDisabled={!isPasswordValid} pendingLabel="Saving...">
        Save new password
      </SubmitButton>
    </form>
  )
}
