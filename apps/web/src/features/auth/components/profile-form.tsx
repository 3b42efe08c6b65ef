import { emailSchema } from '@shop/shared/contact'
import { MAX_PASSWORD_LENGTH } from '@shop/shared/limits'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  userNameSchema,
  type UpdateProfileBody,
} from '@shop/shared/users'
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { useUpdateProfileMutation } from '../auth-api'
import { useFormSubmission } from '../../../lib/use-form-submission'
import type { SessionUser } from '../auth-slice'
import { FormError } from './form-error'
import { EmailField } from './email-field'
import { NameField } from './name-field'
import { PasswordField } from './password-field'
import { SubmitButton } from './submit-button'

export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated.'
/** After a new e-mail is saved: it is used only once confirmed from the link sent to it. */
export const CONFIRM_NEW_EMAIL_MESSAGE =
  'Almost done: please confirm your new email with the link we sent to it.'
export const pendingEmailNotice = (pendingEmail: string, email: string) =>
  `We sent a link to ${pendingEmail}; until you confirm, your email stays ${email}.`
/** Shown when saving fails without a message from the server (a lost connection, say). */
export const PROFILE_UPDATE_ERROR_MESSAGE = 'Your profile could not be saved. Please try again.'

type ProfileFields = Record<'name' | 'email' | 'currentPassword', string>

const fieldsOf = (user: SessionUser): ProfileFields => ({
  name: user.name,
  email: user.email,
  currentPassword: '',
})

/** The server compares e-mails trimmed and lower-cased: so does the form. */
const normalizeEmail = (email: string) => email.trim().toLowerCase()

const firstIssue = (check: { success: boolean; error?: { issues: { message: string }[] } }) =>
  check.success ? null : (check.error?.issues[0]?.message ?? null)

interface ProfileFormProps {
  user: SessionUser
  /** A new e-mail saved but not yet confirmed from the link mailed to it. */
  pendingEmail?: string | null
  /** The heading the form is named by. */
  labelledBy: string
}

/**
 * The signed-in customer's name and e-mail. A new e-mail asks for the current password first
 * and takes effect only once confirmed from the link mailed to it (docs/api.md § Accounts); until
 * then the form says so under the e-mail. The same e-mail in other letters is no change. Fields
 * are checked once left, and the form fills again from the account whenever the account changes.
 */
export function ProfileForm({ user, pendingEmail = null, labelledBy }: ProfileFormProps) {
  const passwordHintId = useId()
  const [updateProfile] = useUpdateProfileMutation()
  const [fields, setFields] = useState(() => fieldsOf(user))
  const [filledFrom, setFilledFrom] = useState(user)
  const [left, setLeft] = useState({ name: false, email: false, currentPassword: false })
  const { error, isSubmitting, run } = useFormSubmission(PROFILE_UPDATE_ERROR_MESSAGE)

  // A saved change (or the server's fresh copy of the account) fills the form again.
  if (filledFrom.name !== user.name || filledFrom.email !== user.email) {
    setFilledFrom(user)
    setFields(fieldsOf(user))
    setLeft({ name: false, email: false, currentPassword: false })
  }

  const nameCheck = userNameSchema.safeParse(fields.name)
  const emailCheck = emailSchema.safeParse(fields.email)
  const isNameChanged = fields.name.trim() !== user.name
  const isEmailChanged = normalizeEmail(fields.email) !== normalizeEmail(user.email)
  const isPasswordMissing = isEmailChanged && fields.currentPassword === ''

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
  }
  const leave = (field: keyof typeof left) => () => {
    setLeft((current) => ({ ...current, [field]: true }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setLeft({ name: true, email: true, currentPassword: true })
    if (isSubmitting || !nameCheck.success || !emailCheck.success || isPasswordMissing) return
    if (!isNameChanged && !isEmailChanged) return
    const body: UpdateProfileBody = {}
    if (isNameChanged) body.name = nameCheck.data
    if (isEmailChanged) {
      body.email = emailCheck.data
      body.currentPassword = fields.currentPassword
    }
    // A wrong current password (401), a taken e-mail (409) or a limit (429), in the server's words.
    await run(async () => {
      await updateProfile(body).unwrap()
      if (isEmailChanged) {
        // The account keeps its e-mail until the new one is confirmed: the field shows it again.
        setFields((current) => ({ ...current, email: user.email, currentPassword: '' }))
        setLeft({ name: false, email: false, currentPassword: false })
        toast.success(CONFIRM_NEW_EMAIL_MESSAGE)
      } else {
        toast.success(PROFILE_UPDATED_MESSAGE)
      }
    })
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={labelledBy}
      noValidate
      className="space-y-5"
    >
      <NameField
        value={fields.name}
        onChange={change}
        onBlur={leave('name')}
        error={left.name ? firstIssue(nameCheck) : null}
      />
      <EmailField
        value={fields.email}
        onChange={change}
        onBlur={leave('email')}
        error={left.email ? firstIssue(emailCheck) : null}
        hint={pendingEmail ? pendingEmailNotice(pendingEmail, user.email) : undefined}
      />
      {isEmailChanged ? (
        <div>
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={fields.currentPassword}
            onChange={change}
            onBlur={leave('currentPassword')}
            describedBy={passwordHintId}
            error={
              left.currentPassword && isPasswordMissing ? CURRENT_PASSWORD_REQUIRED_MESSAGE : null
            }
          />
          <p id={passwordHintId} className="mt-1.5 text-sm text-stone-600">
            A new email needs your current password.
          </p>
        </div>
      ) : null}
      {error ? <FormError>{error}</FormError> : null}
      <SubmitButton
        isPending={isSubmitting}
        isDisabled={!isNameChanged && !isEmailChanged}
        pendingLabel="Saving..."
      >
        Save changes
      </SubmitButton>
    </form>
  )
}
