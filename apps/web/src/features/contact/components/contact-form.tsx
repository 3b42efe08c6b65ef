import { MAX_CONTACT_MESSAGE_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@shop/shared/limits'
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useHasHydrated } from '../../../lib/use-has-hydrated'
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration'
import { useSendContactMessageMutation } from '../contact-api'
import { Button } from '../../../components/ui/button'
import { fieldFocus } from '../../../components/ui/field-styles'

/** docs/product-rules.md § Errors: the contact form's failure text. */
export const CONTACT_FAILED_MESSAGE = 'Failed to send message.'

type ContactFields = Record<'name' | 'email' | 'message', string>

const EMPTY_FIELDS: ContactFields = { name: '', email: '', message: '' }

interface Outcome {
  isError: boolean
  text: string
}

/**
 * A refusal the server explains (400 invalid field, 429 too many messages) tells the visitor what
 * to fix, so its message is shown; a network failure or a server fault gets the spec's text.
 */
function describeFailure(error: unknown): string {
  const isExplainedRefusal =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  return isExplainedRefusal
    ? getErrorMessage(error, CONTACT_FAILED_MESSAGE)
    : CONTACT_FAILED_MESSAGE
}

const fieldClass = `mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-400 ${fieldFocus} sm:text-sm`

/**
 * The Contact Us message form (docs/product-rules.md § Screens, § Validation): name, email and message, all required, sent to
 * POST /api/contact. Its status line reads 'Sending...', then the server's answer (docs/product-rules.md § States).
 */
export function ContactForm() {
  const id = useId()
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [sendContactMessage, { isLoading }] = useSendContactMessageMutation()
  const formRef = useTypedBeforeHydration((typed) => {
    setFields((current) => ({ ...current, ...typed }))
  })
  // Until the page has hydrated, a press would submit the form natively, fields in the address.
  const hasHydrated = useHasHydrated()

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target
    setFields((current) => ({ ...current, [name]: value }))
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome(null)
    try {
      const { message } = await sendContactMessage(fields).unwrap()
      setOutcome({ isError: false, text: message })
      setFields(EMPTY_FIELDS)
    } catch (error) {
      setOutcome({ isError: true, text: describeFailure(error) })
    }
  }

  const statusText = isLoading ? 'Sending...' : outcome?.text
  const statusColour = outcome?.isError && !isLoading ? 'text-red-700' : 'text-green-800'

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      aria-label="Contact us"
      className="space-y-5"
    >
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          value={fields.name}
          onChange={change}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          value={fields.email}
          onChange={change}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          value={fields.message}
          onChange={change}
          className={`${fieldClass} resize-y`}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          disabled={isLoading || !hasHydrated}
          variant="primary"
          className="inline-flex items-center justify-center px-6 py-3 text-sm shadow-sm disabled:cursor-wait disabled:opacity-60"
        >
          Send Message
        </Button>
        <p role="status" className={`min-h-5 text-sm font-medium ${statusColour}`}>
          {statusText}
        </p>
      </div>
    </form>
  )
}
