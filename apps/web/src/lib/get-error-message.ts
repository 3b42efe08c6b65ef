import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

/**
 * The message to show for a failed call: the server's `{ message }` when it sent one, then an
 * Error's message, then the caller's fallback (docs/product-rules.md § Errors names a fallback per screen).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isFetchBaseQueryError(error)) {
    const data = error.data
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const message = data.message
      if (typeof message === 'string' && message.trim() !== '') return message
    }
    if (error.status === 'FETCH_ERROR') return 'Network error: check your connection and try again.'
    return fallback
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (isSerializedError(error)) return error.message
  return fallback
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error
}

function isSerializedError(error: unknown): error is { message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message.trim() !== ''
  )
}
