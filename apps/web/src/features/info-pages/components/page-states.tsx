import { Button } from '../../../components/ui/button'

/** The shape of a page whose text is on its way (in the browser only: the server waits for it). */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading the page" className="animate-pulse space-y-4">
      <div className="h-9 w-2/3 rounded-lg bg-stone-200" />
      <div className="h-4 rounded bg-stone-200" />
      <div className="h-4 w-5/6 rounded bg-stone-200" />
      <div className="h-4 w-4/6 rounded bg-stone-200" />
    </div>
  )
}

/** A page whose text could not be read: the shopper may ask again. */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-stone-100 p-6 text-stone-700">
      <p>This page could not be loaded. Please try again in a moment.</p>
      <Button type="button" variant="secondary" className="mt-4 px-4 py-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
