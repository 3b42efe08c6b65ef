import type { AppDispatch } from '../../app/store'
import { getErrorMessage } from '../../lib/get-error-message'
import { contactApi } from './contact-api'

/** What the newsletter form says under the field once the server has answered. */
export interface NewsletterOutcome {
  isError: boolean
  text: string
}

/**
 * Sends the footer's sign-up to POST /api/newsletter; a failure reads the server's message, or
 * `fallback`. The form loads this file on first use, so the request code stays out of the first
 * page's JavaScript.
 */
export async function subscribeToNewsletter(
  dispatch: AppDispatch,
  email: string,
  fallback: string,
): Promise<NewsletterOutcome> {
  const request = dispatch(contactApi.endpoints.subscribeToNewsletter.initiate({ email }))
  try {
    const { message } = await request.unwrap()
    return { isError: false, text: message }
  } catch (error) {
    return { isError: true, text: getErrorMessage(error, fallback) }
  } finally {
    // Nothing reads the answer from the store again: drop it, as the mutation hook would.
    request.reset()
  }
}
