import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { READABLE_TOAST_COLORS } from '../../components/ui/toast-colors'
import { useLoadCart } from '../../features/cart/use-load-cart'
import { LazyDrawers } from './lazy-drawers'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// Loaded beside the first page rather than in it: every toast comes from code that loads later.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

/** The storefront frame: header, page, footer, the two drawers and the toasts (top right). */
export function SiteLayout() {
  useLoadCart()

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall, so the footer never shows above a page that is still loading. */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyDrawers />
      <Suspense fallback={null}>
        {/* Below the 64 px header, so a toast never covers the cart button it points to. */}
        <Toaster
          position="top-right"
          richColors
          closeButton
          offset={{ top: 80 }}
          mobileOffset={{ top: 72 }}
          style={READABLE_TOAST_COLORS}
        />
      </Suspense>
      <ScrollRestoration />
    </div>
  )
}

/**
 * What the first visit shows while its page's code loads: the header at once (an early first
 * paint), and a page-tall main so nothing jumps when the page arrives.
 */
export function SiteLayoutLoading() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="min-h-dvh flex-1">
        <p role="status" className="sr-only">
          Loading...
        </p>
      </main>
    </div>
  )
}
