import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { selectGuestId } from '../../features/auth/auth-slice'
import {
  CART_FAILURE_MESSAGES,
  useLazyGetCartQuery,
  useMergeGuestCartMutation,
} from '../../features/cart/cart-api'
import { selectCart } from '../../features/cart/cart-slice'
import { getPostAuthPath } from '../../lib/safe-redirect'
import { useAppSelector } from '../hooks'

/**
 * What follows a login or a sign-up (docs/product-rules.md § Screens), once the session is stored: a guest cart
 * with items is merged into the account's cart, otherwise the account's own cart is loaded; then
 * the shopper goes to checkout when the redirect asks for it, else home. A cart failure is a
 * toast, never a reason to stay on the form.
 */
export function useCompleteSignIn(
  redirect: string | null,
): (user: { _id: string }) => Promise<void> {
  const navigate = useNavigate()
  const guestId = useAppSelector(selectGuestId)
  const hasGuestItems = useAppSelector(selectCart).products.length > 0
  const [mergeGuestCart] = useMergeGuestCartMutation()
  const [getCart] = useLazyGetCartQuery()

  return async (user) => {
    if (hasGuestItems) {
      try {
        await mergeGuestCart({ guestId }).unwrap()
      } catch {
        toast.error(CART_FAILURE_MESSAGES.merge)
      }
    } else {
      try {
        await getCart({ guestId, userId: user._id }).unwrap()
      } catch {
        toast.error(CART_FAILURE_MESSAGES.fetch)
      }
    }
    await navigate(getPostAuthPath(redirect), { replace: true })
  }
}
