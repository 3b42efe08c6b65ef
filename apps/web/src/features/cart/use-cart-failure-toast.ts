import { toast } from 'sonner'
import { useAppDispatch } from '../../app/hooks'
import { getErrorMessage } from '../../lib/get-error-message'
import { cartDrawerClosed } from '../ui/ui-slice'

/**
 * The drawer is a modal dialog in the browser's top layer, above the page's toasts, so it holds
 * a toaster of its own (docs/product-rules.md § Screens: toasts at the top right) and its failures go there.
 */
export const CART_DRAWER_TOASTER_ID = 'cart-drawer'

function isSessionRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401
}

/**
 * Shows a failed cart call from the drawer as the server's message or the default of docs/product-rules.md
 * § Errors. A 401 has already ended the session and left for /login (lib/api.ts): the drawer closes
 * and the page's toaster says why.
 */
export function useCartFailureToast(): (error: unknown, fallback: string) => void {
  const dispatch = useAppDispatch()
  return (error, fallback) => {
    const message = getErrorMessage(error, fallback)
    if (isSessionRefusal(error)) {
      dispatch(cartDrawerClosed())
      toast.error(message)
      return
    }
    toast.error(message, { toasterId: CART_DRAWER_TOASTER_ID })
  }
}
