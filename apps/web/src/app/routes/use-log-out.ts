import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useLogOutMutation } from '../../features/auth/auth-api'
import { loggedOut } from '../../features/auth/auth-slice'
import { cartCleared } from '../../features/cart/cart-slice'
import { useAppDispatch } from '../hooks'

interface LogOut {
  /** Tells the server to drop this token, then ends the browser's session and goes on. */
  logOut: () => Promise<void>
  /** Ends the browser's session and goes on, for a call that has already ended it on the server. */
  endSession: () => void
  isLoggingOut: boolean
}

/**
 * Logout for the shop and the back office. It lives in app/ because it spans two features:
 * docs/product-rules.md § States logout removes user and token, makes a new guest id and empties the cart. The
 * server is told first so the token stops working at once; when it cannot be reached (offline,
 * a server fault, a timeout) the browser's session ends all the same.
 */
export function useLogOut(destination: string): LogOut {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logOutOnServer, { isLoading: isLoggingOut }] = useLogOutMutation()

  const endSession = useCallback(() => {
    dispatch(loggedOut())
    dispatch(cartCleared())
    void navigate(destination)
  }, [dispatch, navigate, destination])

  const logOut = async () => {
    try {
      await logOutOnServer(undefined).unwrap()
    } catch {
      // The token may still work on the server until it expires; this browser forgets it anyway.
    }
    endSession()
  }

  return { logOut, endSession, isLoggingOut }
}
