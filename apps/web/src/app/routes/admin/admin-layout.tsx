import { Menu } from 'lucide-react'
import { Suspense, useCallback, useId, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Toaster } from 'sonner'
import { LogoMark } from '../../../components/logo-mark'
import { paths } from '../../../config/paths'
import { selectUser } from '../../../features/auth/auth-slice'
import { useAppSelector } from '../../hooks'
import { useLogOut } from '../use-log-out'
import { getAdminRedirect } from './admin-access'
import { AdminSidebar } from './admin-sidebar'
import { focusRing } from '../../../components/ui/focus-ring'

/**
 * docs/product-rules.md § Screens, Admin layout, behind the admin guard: the sidebar, the screen, and the toasts
 * (top right). Whoever is not an admin is sent away before anything of the back office shows.
 */
export function AdminLayout() {
  const sidebarId = useId()
  const user = useAppSelector(selectUser)
  const { pathname } = useLocation()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isLoggingOut, setIsLoggingOut] = useState(false)
  const { logOut: logOutAndGoHome } = useLogOut(paths.home)
  const closeMenu = useCallback(() => {
    setIsMenuOpen(false)
  }, [])

  const redirect = getAdminRedirect(user, pathname)
  // On the way out after Logout the guard stands aside, or it would send the signed-out admin
  // to /login before the home page has loaded.
  if (redirect && !isLoggingOut) return <Navigate to={redirect} replace />

  // docs/product-rules.md § Screens: Logout clears the session as the shop's logout does, and goes to /.
  const logOut = () => {
    setIsLoggingOut(true)
    void logOutAndGoHome()
  }

  return (
    // The sidebar column is dark all the way down, however long the page beside it.
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:bg-[linear-gradient(to_right,var(--color-ink)_16rem,transparent_16rem)]">
      <meta name="robots" content="noindex" />
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AdminSidebar
        id={sidebarId}
        isOpen={isMenuOpen}
        onClose={closeMenu}
        onLogout={logOut}
        isLoggingOut={isLoggingOut}
      />

      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 bg-ink px-4 text-white shadow-md lg:hidden">
          <button
            type="button"
            onClick={() => {
              setIsMenuOpen(true)
            }}
            aria-label="Open admin menu"
            aria-expanded={isMenuOpen}
            aria-controls={sidebarId}
            className={`-ml-2 rounded-full p-2 hover:bg-white/10 ${focusRing.onDark}`}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <span className="flex items-center gap-2 font-extrabold tracking-tight">
            <LogoMark className="size-7" />
            Admin
          </span>
        </header>

        <main id="admin-main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <Suspense fallback={<p role="status">Loading...</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <Toaster position="top-right" richColors closeButton />
    </div>
  )
}
