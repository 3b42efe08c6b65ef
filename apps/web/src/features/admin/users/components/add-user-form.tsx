import { createUserBodySchema, type CreateUserBody } from '@shop/shared/admin'
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@shop/shared/limits'
import { USER_ROLES } from '@shop/shared/users'
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { toast } from 'sonner'
import { getErrorMessage } from '../../../../lib/get-error-message'
import { ROLE_LABELS } from '../../admin-format'
import { useCreateUserMutation } from '../admin-users-api'
import { TextField } from '../../../../components/ui/text-field'
import { SelectField } from '../../../../components/ui/select-field'
import { panelClass, primaryButtonClass } from '../../components/admin-styles'

type UserFields = Required<CreateUserBody>
type FieldName = keyof UserFields
type FieldErrors = Partial<Record<FieldName, string>>

const EMPTY_FIELDS: UserFields = { name: '', email: '', password: '', role: 'customer' }

/** The first message of each field the shared schema refuses, as the server would word it. */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0] as FieldName
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * docs/product-rules.md § Screens, § Validation, Admin users: add a user with name, email, password (the registration rules)
 * and a role. The form checks with the shared schema first; a refusal of the server (an email
 * already taken) is shown under the button.
 */
export function AddUserForm() {
  const id = useId()
  const [fields, setFields] = useState<UserFields>(EMPTY_FIELDS)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [createUser, { isLoading }] = useCreateUserMutation()

  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as FieldName
    const { value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
    // A field being corrected stops showing its old message.
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    const checked = createUserBodySchema.safeParse(fields)
    if (!checked.success) {
      setErrors(firstMessages(checked.error.issues))
      return
    }
    try {
      const user = await createUser(checked.data).unwrap()
      toast.success(`${user.name} was added as ${ROLE_LABELS[user.role].toLowerCase()}.`)
      setFields(EMPTY_FIELDS)
      setErrors({})
    } catch (error) {
      setServerError(getErrorMessage(error, 'Failed to add the user.'))
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={`${panelClass} p-6`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
        Add New User
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        aria-label="Add user"
        noValidate
        className="mt-5 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={MAX_NAME_LENGTH}
          value={fields.name}
          onChange={change}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={MAX_EMAIL_LENGTH}
          value={fields.email}
          onChange={change}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={change}
          error={errors.password}
          hint="At least 8 characters, with upper and lower case letters, a number and a special character."
        />
        <SelectField
          label="Role"
          name="role"
          value={fields.role}
          onChange={change}
          options={USER_ROLES}
          labels={ROLE_LABELS}
          error={errors.role}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button type="submit" disabled={isLoading} className={primaryButtonClass}>
            {isLoading ? 'Adding...' : 'Add User'}
          </button>
          {serverError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {serverError}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  )
}
