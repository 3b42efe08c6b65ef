/** What the last save in a form came to: the server's answer put in words, or its refusal. */
export interface SaveOutcome {
  isError: boolean
  text: string
}

/**
 * The line under the order drawer's controls that says how the last save went. The drawer is a
 * modal dialog on the top layer, so toasts would show behind it: it answers in place instead.
 */
export function SaveOutcomeMessage({ outcome }: { outcome: SaveOutcome | null }) {
  if (!outcome) return null
  return outcome.isError ? (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700">
      {outcome.text}
    </p>
  ) : (
    <p role="status" className="mt-3 text-sm font-medium text-green-800">
      {outcome.text}
    </p>
  )
}
