import { useState } from 'react'
import { getErrorMessage } from './get-error-message'

/**
 * The sending state of a form: one send at a time, the error of the last one (the
 * server's message, or the form's fallback when none came), and whether it is under way.
 */
export function useFormSubmission(fallbackMessage: string) {
  const [error, setError] = useState<string | null>(null)
  const [isSubmitting, setIsSubmitting] = useState(false)

  /** Runs `send` unless a send is under way; answers whether it succeeded. */
  const run = async (send: () => Promise<void>): Promise<boolean> => {
    if (isSubmitting) return false
    setError(null)
    setIsSubmitting(true)
    try {
      await send()
      return true
    } catch (failure) {
      setError(getErrorMessage(failure, fallbackMessage))
      return false
    } finally {
      setIsSubmitting(false)
    }
  }

  return { error, setError, isSubmitting, run }
}
