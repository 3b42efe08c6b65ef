import type { ReactNode } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'

interface ListBodyProps {
  isLoading: boolean
  /** The page could not be loaded (or is missing): the error is shown instead of the table. */
  isError: boolean
  error: unknown
  /** What the error says when the server gave no message: "Failed to load orders". */
  errorFallback: string
  isEmpty: boolean
  /** "No orders found.", or a message for a search or filter that matches nothing. */
  emptyMessage: ReactNode
  /** The table (or cards) of a page that holds rows. */
  children: ReactNode
}

/** Loading, failed, empty, or the rows: the four states every back-office list shows alike. */
export function ListBody({
  isLoading,
  isError,
  error,
  errorFallback,
  isEmpty,
  emptyMessage,
  children,
}: ListBodyProps) {
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-6 sm:px-6">
        Loading...
      </p>
    )
  }
  if (isError) {
    return (
      <p role="alert" className="px-4 py-6 font-medium text-red-700 sm:px-6">
        Error: {getErrorMessage(error, errorFallback)}
      </p>
    )
  }
  if (isEmpty) {
    return (
      <p className="border-t border-stone-200 px-4 py-6 text-sm text-stone-600 sm:px-6">
        {emptyMessage}
      </p>
    )
  }
  return children
}
