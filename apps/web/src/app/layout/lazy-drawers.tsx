import { lazy, Suspense, useState } from 'react'
import { selectIsCartDrawerOpen, selectIsMobileMenuOpen } from '../../features/ui/ui-slice'
import { useAppSelector } from '../hooks'

const CartDrawer = lazy(() =>
  import('../../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
)
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })))

/** True from the first time `isOpen` is true: a drawer stays mounted to animate its closing. */
function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen)
  if (isOpen && !hasOpened) setHasOpened(true)
  return hasOpened
}

/**
 * The cart drawer and the mobile menu load their code the first time they open, which keeps
 * them out of the first page's JavaScript (the storefront's 150 kB budget, docs/performance.md).
 */
export function LazyDrawers() {
  const isCartOpen = useHasOpened(useAppSelector(selectIsCartDrawerOpen))
  const isMenuOpen = useHasOpened(useAppSelector(selectIsMobileMenuOpen))
  return (
    <Suspense fallback={null}>
      {isCartOpen ? <CartDrawer /> : null}
      {isMenuOpen ? <MobileMenu /> : null}
    </Suspense>
  )
}
