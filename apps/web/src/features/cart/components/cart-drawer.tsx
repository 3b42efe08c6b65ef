import { ShoppingBag } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Toaster } from 'sonner'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { Drawer } from '../../../components/ui/drawer'
import { paths } from '../../../config/paths'
import { selectUser } from '../../auth/auth-slice'
import { cartDrawerClosed, selectIsCartDrawerOpen } from '../../ui/ui-slice'
import { selectCart, selectCartItemCount } from '../cart-slice'
import { CART_DRAWER_TOASTER_ID } from '../use-cart-failure-toast'
import { CartLine } from './cart-line'
import { CartTotals } from './cart-totals'
import { focusRing } from '../../../components/ui/focus-ring'

/**
 * docs/product-rules.md § Screens: the cart slides in from the right, headed "Your Cart", with its lines, the
 * subtotal, how far free shipping is and the Checkout button. It shows the stored cart, which
 * every cart call replaces with the server's answer.
 */
export function CartDrawer() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const isOpen = useAppSelector(selectIsCartDrawerOpen)
  const user = useAppSelector(selectUser)
  const cart = useAppSelector(selectCart)
  const itemCount = useAppSelector(selectCartItemCount)
  const close = () => dispatch(cartDrawerClosed())

  const checkout = () => {
    close()
    // A guest logs in first and comes back to checkout (docs/product-rules.md § Screens).
    void navigate(user ? paths.checkout : paths.login('checkout'))
  }

  return (
    <Drawer
      side="right"
      isOpen={isOpen}
      onClose={close}
      title="Your Cart"
      footer={
        <CartTotals
          totalPrice={cart.totalPrice}
          itemCount={itemCount}
          freeShippingRemaining={cart.freeShippingRemaining}
          onCheckout={checkout}
        />
      }
    >
      {cart.products.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center py-10 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-stone-100 text-stone-500">
            <ShoppingBag className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-4 font-medium text-ink">Your cart is empty.</p>
          <p className="mt-1 text-sm text-stone-600">Find something you love in the shop.</p>
          <Link
            to={paths.shop}
            onClick={close}
            className={`mt-6 inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white ${focusRing.standard}`}
          >
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul aria-label="Items in your cart" className="-my-4 divide-y divide-stone-200">
          {cart.products.map((line) => (
            <li key={`${line.productId}|${line.size}|${line.color}`}>
              <CartLine line={line} onOpenProduct={close} />
            </li>
          ))}
        </ul>
      )}
      {/* Above the page's toaster, which the modal drawer covers (use-cart-failure-toast.ts). */}
      <Toaster id={CART_DRAWER_TOASTER_ID} position="top-right" richColors closeButton />
    </Drawer>
  )
}
