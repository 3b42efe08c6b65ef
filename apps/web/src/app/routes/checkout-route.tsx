import { skipToken } from '@reduxjs/toolkit/query'
import { ShoppingBag } from 'lucide-react'
import type { Order } from '@shop/shared/orders'
import { Link, Navigate, useNavigate } from 'react-router'
import { CART_EMPTY_MESSAGE } from '@shop/shared/checkout'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { selectUser } from '../../features/auth/auth-slice'
import { cartCleared, selectCart } from '../../features/cart/cart-slice'
import { orderPlaced } from '../../features/checkout/checkout-slice'
import { CheckoutPage } from '../../features/checkout/components/checkout-page'
import { useGetStoreCreditQuery } from '../../features/store-credit/store-credit-api'
import { useAppDispatch, useAppSelector } from '../hooks'
import { buttonClass } from '../../components/ui/button'

/**
 * docs/product-rules.md § Screens, Checkout: a guest logs in first (`/login?redirect=checkout`); an empty cart says
 * so with a way back to the shop. The customer's store credit balance is read here and handed
 * to the page, which offers to spend it (docs/decisions/033-store-credit.md).
 */
export function CheckoutRoute() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const user = useAppSelector(selectUser)
  const cart = useAppSelector(selectCart)
  const storeCredit = useGetStoreCreditQuery(user?._id ?? skipToken, {
    refetchOnMountOrArgChange: true,
  })

  // docs/product-rules.md § States: a placed order goes to the confirmation, which the cart no longer fills.
  const showConfirmation = (order: Order) => {
    dispatch(orderPlaced(order))
    void navigate(paths.orderConfirmation)
    dispatch(cartCleared())
  }

  if (!user) return <Navigate to={paths.login('checkout')} replace />

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 lg:py-16">
      <PageMeta title="Checkout" description="Enter your delivery details and pay securely." />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Checkout</h1>
      {cart.products.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <ShoppingBag className="mx-auto size-10 text-stone-400" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold">{CART_EMPTY_MESSAGE}</p>
          <Link
            to={paths.shop}
            className={buttonClass({
              variant: 'primary',
              className: 'mt-6 inline-block px-5 py-2.5 text-sm',
            })}
          >
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8">
          <CheckoutPage
            email={user.email}
            lines={cart.products}
            onOrderPlaced={showConfirmation}
            storeCreditBalance={storeCredit.data?.balance ?? 0}
          />
        </div>
      )}
    </div>
  )
}
