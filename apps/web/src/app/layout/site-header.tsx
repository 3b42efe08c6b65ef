import { HEADER_SOLID_AFTER_PX } from '@shop/shared/limits'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { ShopLogo } from '../../components/shop-logo'
import { MenuIcon, ShoppingBagIcon, UserIcon } from '../../components/ui/first-paint-icons'
import { paths } from '../../config/paths'
import { useShopSettings } from '../../lib/shop-settings-api'
import { selectIsAdmin, selectUser } from '../../features/auth/auth-slice'
import { selectCartItemCount } from '../../features/cart/cart-slice'
import { HeaderSearch } from '../../features/catalog/components/header-search'
import { cartDrawerToggled, mobileMenuToggled } from '../../features/ui/ui-slice'
import { useAppDispatch, useAppSelector } from '../hooks'
import { useScrolledPast } from './use-scrolled-past'
import { focusRing } from '../../components/ui/focus-ring'

const NAV_LINKS = [
  { to: paths.home, label: 'Home', activeFor: paths.home },
  { to: paths.about, label: 'About', activeFor: paths.about },
  // Every collection page is part of the shop.
  { to: paths.shop, label: 'Shop', activeFor: '/collections/' },
  { to: paths.contact, label: 'Contact', activeFor: paths.contact },
] as const

/** Home is active only on itself; other links also for the pages under them. */
function isLinkActive(activeFor: string, pathname: string): boolean {
  return activeFor === paths.home ? pathname === activeFor : pathname.startsWith(activeFor)
}

const iconButton = `relative rounded-full p-2 hover:bg-white/10 ${focusRing.onDark}`

/**
 * docs/product-rules.md § Screens, Header: transparent and fixed over the home hero, black once the page has
 * scrolled past 80 px; black everywhere else.
 */
// Most shops show no announcement most of the time: its code loads only when there is one.
const AnnouncementBar = lazy(() =>
  import('./announcement-bar').then((m) => ({ default: m.AnnouncementBar })),
)

export function SiteHeader() {
  const dispatch = useAppDispatch()
  const { shopName, announcement } = useShopSettings()
  const user = useAppSelector(selectUser)
  const isAdmin = useAppSelector(selectIsAdmin)
  const cartCount = useAppSelector(selectCartItemCount)
  const { pathname } = useLocation()
  const isHome = pathname === paths.home
  const isScrolled = useScrolledPast(HEADER_SOLID_AFTER_PX)
  const isTransparent = isHome && !isScrolled

  return (
    <header
      className={`inset-x-0 top-0 z-40 text-white transition-colors duration-300 ${
        isHome ? 'fixed' : 'sticky'
      } ${isTransparent ? 'bg-linear-to-b from-black/55 to-transparent' : 'bg-ink shadow-md'}`}
    >
      {announcement ? (
        <Suspense fallback={null}>
          <AnnouncementBar announcement={announcement} />
        </Suspense>
      ) : null}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          className={`${iconButton} -ml-2 md:hidden`}
          aria-label="Open menu"
          onClick={() => dispatch(mobileMenuToggled())}
        >
          <MenuIcon className="size-6" />
        </button>

        <Link
          to={paths.home}
          className={`flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight ${focusRing.onDark}`}
        >
          <ShopLogo size="large" />
          <span>{shopName}</span>
        </Link>

        <nav aria-label="Main" className="mx-auto hidden md:block">
          <ul className="flex items-center gap-8 text-sm font-medium uppercase tracking-wider">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={isLinkActive(link.activeFor, pathname) ? 'page' : undefined}
                  className={`rounded-sm py-1 underline-offset-8 hover:underline ${focusRing.onDark} ${
                    isLinkActive(link.activeFor, pathname)
                      ? 'underline decoration-brand-500 decoration-2'
                      : ''
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {isAdmin ? (
            <Link
              to={paths.admin}
              className={`mr-1 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink hover:bg-brand-100 ${focusRing.onDark}`}
            >
              Admin
            </Link>
          ) : null}
          <HeaderSearch />
          <Link
            to={user ? paths.profile : paths.login()}
            className={iconButton}
            aria-label={user ? `Your profile (${user.name})` : 'Log in'}
          >
            <UserIcon className="size-5" />
          </Link>
          <button
            type="button"
            className={iconButton}
            aria-label={`Open cart, ${String(cartCount)} ${cartCount === 1 ? 'item' : 'items'}`}
            onClick={() => dispatch(cartDrawerToggled())}
          >
            <ShoppingBagIcon className="size-5" />
            {cartCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-5 font-bold text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </button>
        </div>
      </div>
    </header>
  )
}
