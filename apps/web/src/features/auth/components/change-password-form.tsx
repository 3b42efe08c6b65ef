import { MAX_PASSWORD_LENGTH } from '@shop/shared/limits'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULES,
  SAME_PASSWORD_MESSAGE,
} from '@shop/shared/users'
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { useAppDispatch } from '../../../app/hooks'
import { useChangePasswordMutation } from '../auth-api'
import { signedIn, type SessionUser } from '../auth-slice'
import { useFormSubmission } from '../../../lib/use-form-submission'
import { FormError } from './form-error'
import { PasswordField } from './password-field'
import { PasswordStrength } from './password-strength'
import { SubmitButton } from './submit-button'

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You have been logged out on your other devices.'
/** Shown when the change fails without a message from the server (a lost connection, say). */
export const PASSWORD_CHANGE_ERROR_MESSAGE = 'Your password could not be changed. Please try again.'

const EMPTY_FIELDS = { currentPassword: '', newPassword: '' }

interface ChangePasswordFormProps {
  user: SessionUser
  /** The heading the form is named by. */
  labelledBy: string
}

/**
 * The current password, then a new one with the strength bar and the checklist of the sign-up
 * rules; it cannot be sent until every rule holds. The server ends every other session and
 * answers with this one's new token, which replaces the stored one.
 */
export function ChangePasswordForm({ user, labelledBy }: ChangePasswordFormProps) {
  const dispatch = useAppDispatch()
  const requirementsId = useId()
  const [changePassword] = useChangePasswordMutation()
  const [fields, setFields] = useState(EMPTY_FIELDS)
  const [hasLeftCurrent, setHasLeftCurrent] = useState(false)
  const { error, setError, isSubmitting, run } = useFormSubmission(PASSWORD_CHANGE_ERROR_MESSAGE)

  const isNewPasswordValid = PASSWORD_RULES.every((rule) => rule.isMet(fields.newPassword))
  const currentError =
    hasLeftCurrent && fields.currentPassword === '' ? CURRENT_PASSWORD_REQUIRED_MESSAGE : null

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setHasLeftCurrent(true)
    if (isSubmitting || !isNewPasswordValid || fields.currentPassword === '') return
    // The server would refuse it too; saying so here spares a try against its limit.
    if (fields.newPassword === fields.currentPassword) {
      setError(SAME_PASSWORD_MESSAGE)
      return
    }
    // A wrong current password (401), a refused new one (400) or a limit (429) shows as the error.
    await run(async () => {
      const { token } = await changePassword(fields).unwrap()
      dispatch(signedIn({ user, token }))
      setFields(EMPTY_FIELDS)
      setHasLeftCurrent(false)
      toast.success(PASSWORD_CHANGED_MESSAGE)
    })
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={labelledBy}
      noValidate
      className="space-y-5"
    >
      {/* Tells password managers whose password this is; nobody sees or edits it. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
        value={fields.currentPassword}
        onChange={change}
        onBlur={() => {
          setHasLeftCurrent(true)
        }}
        error={currentError}
      />
      <div>
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          value={fields.newPassword}
          onChange={change}
          describedBy={requirementsId}
        />
        <PasswordStrength password={fields.newPassword} id={requirementsId} />
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton
        isPending={isSubmitting}
        isDisabled={!isNewPasswordValid}
        pendingLabel="Changing..."
      >
        Change password
      </SubmitButton>
    </form>
  )
}
