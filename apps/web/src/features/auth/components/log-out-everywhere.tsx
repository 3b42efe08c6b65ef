import { MonitorSmartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { getErrorMessage } from '../../../lib/get-error-message'
import { useLogOutEverywhereMutation } from '../auth-api'
import { FormError } from './form-error'
import { Button } from '../../../components/ui/button'

/** Shown when the server cannot be told (offline, a server fault): the session goes on. */
export const LOG_OUT_EVERYWHERE_ERROR_MESSAGE =
  'We could not log you out on every device. Please try again.'

interface LogOutEverywhereProps {
  /** Runs once the server has ended every session: the caller ends this browser's too. */
  onLoggedOut: () => void
}

/**
 * Ends every session of the account (a lost phone, a shared computer), this one included. Unlike
 * Logout it only ends this browser's session once the server has done it.
 */
export function LogOutEverywhere({ onLoggedOut }: LogOutEverywhereProps) {
  const hintId = useId()
  const [logOutEverywhere, { isLoading }] = useLogOutEverywhereMutation()
  const [error, setError] = useState<string | null>(null)

  const run = async () => {
    setError(null)
    try {
      await logOutEverywhere(undefined).unwrap()
    } catch (failure) {
      setError(getErrorMessage(failure, LOG_OUT_EVERYWHERE_ERROR_MESSAGE))
      return
    }
    onLoggedOut()
  }

  return (
    <div className="space-y-3">
      <Button
        type="button"
        onClick={() => void run()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={hintId}
        variant="ghost"
        className="inline-flex w-full items-center justify-center gap-2 px-6 py-2.5 text-sm hover:text-ink disabled:cursor-wait disabled:opacity-60"
      >
        <MonitorSmartphone className="size-4" aria-hidden="true" />
        Log out everywhere
      </Button>
      <p id={hintId} className="text-center text-xs text-stone-600">
        Ends your session on every device, this one included.
      </p>
      {error ? <FormError>{error}</FormError> : null}
    </div>
  )
}
