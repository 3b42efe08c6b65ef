import { useState, type SubmitEvent } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { useHasHydrated } from '../../../lib/use-has-hydrated'
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration'
import type { NewsletterOutcome } from '../subscribe-to-newsletter'
import { focusRing } from '../../../components/ui/focus-ring'

const SUBSCRIBE_FAILED_MESSAGE = 'Could not subscribe. Please try again.'

// The request code loads on first use (the field's focus), not with every page's footer.
const loadSubscribe = () => import('../subscribe-to-newsletter')

/** The footer's newsletter sign-up (docs/product-rules.md § Screens), wired to POST /api/newsletter. */
export function NewsletterForm() {
  const dispatch = useAppDispatch()
  const [email, setEmail] = useState('')
  const [isLoading, setIsLoading] = useState(false)
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null)
  const formRef = useTypedBeforeHydration((typed) => {
    if (typed.email !== undefined) setEmail(typed.email)
  })
  // Until the page has hydrated, a press would submit the form natively, the e-mail in the address.
  const hasHydrated = useHasHydrated()

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome(null)
    setIsLoading(true)
    const result = await loadSubscribe().then(
      ({ subscribeToNewsletter }) =>
        subscribeToNewsletter(dispatch, email, SUBSCRIBE_FAILED_MESSAGE),
      // The code itself could not be loaded (the connection dropped).
      (): NewsletterOutcome => ({ isError: true, text: SUBSCRIBE_FAILED_MESSAGE }),
    )
    setIsLoading(false)
    setOutcome(result)
    if (!result.isError) setEmail('')
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="mt-4">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex overflow-hidden rounded-lg border border-stone-300 bg-white focus-within:border-ink focus-within:ring-1 focus-within:ring-ink">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onFocus={() => void loadSubscribe()}
          onChange={(event) => {
            setEmail(event.target.value)
          }}
          className="min-w-0 flex-1 px-3 py-2.5 text-sm focus:outline-none"
        />
        <button
          type="submit"
          disabled={isLoading || !hasHydrated}
          className={`bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-800 ${focusRing.onDarkInset} disabled:opacity-60`}
        >
          {isLoading ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${outcome?.isError ? 'text-red-700' : 'text-green-700'}`}
      >
        {outcome?.text}
      </p>
    </form>
  )
}
