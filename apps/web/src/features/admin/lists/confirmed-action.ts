import { toast } from 'sonner'
import { getErrorMessage } from '../../../lib/get-error-message'

interface ConfirmedAction {
  /** Asked with the browser's confirm first; Cancel does nothing. Left out when already asked. */
  question?: string
  /** The call to the server; answers the message to show on success. */
  run: () => Promise<string>
  /** What a failure says when the server gave no message. */
  failureFallback: string
  /** Where a failure shows: a toast, unless the page shows it in place (a banner). */
  onFailure?: (message: string) => void
  /** Before the call: a page that shows failures in place clears the last one. */
  onStart?: () => void
}

/**
 * A back-office action on a row: confirm, call, then a success toast or the failure in the
 * server's words. Answers whether it was done.
 */
export async function runConfirmedAction({
  question,
  run,
  failureFallback,
  onFailure,
  onStart,
}: ConfirmedAction): Promise<boolean> {
  if (question !== undefined && !window.confirm(question)) return false
  onStart?.()
  try {
    toast.success(await run())
    return true
  } catch (error) {
    const message = getErrorMessage(error, failureFallback)
    if (onFailure) onFailure(message)
    else toast.error(message)
    return false
  }
}
