import { useState, type SubmitEvent } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useSubscribeToNewsletterMutation } from '../contact-api'

/** The footer's newsletter sign-up (shop-spec §2), wired to POST /api/newsletter. */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation()
  const [outcome, setOutcome] = useState<{ isError: boolean; text: string } | null>(null)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome(null)
    try {
      const { message } = await subscribe({ email }).unwrap()
      setOutcome({ isError: false, text: message })
      setEmail('')
    } catch (error) {
      setOutcome({
        isError: true,
        text: getErrorMessage(error, 'Could not subscribe. Please try again.'),
      })
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex overflow-hidden rounded-lg border border-stone-300 bg-white focus-within:border-ink focus-within:ring-1 focus-within:ring-ink">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
          }}
          className="min-w-0 flex-1 px-3 py-2.5 text-sm focus:outline-none"
        />
        <button
          type="submit"
          disabled={isLoading}
          className="bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white disabled:opacity-60"
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
