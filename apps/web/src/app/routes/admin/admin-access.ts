import { paths } from '../../../config/paths'
import type { SessionUser } from '../../../features/auth/auth-slice'

/** docs/product-rules.md § Routes: the users and order management pages send a signed-in non-admin home. */
const PAGES_SENDING_NON_ADMINS_HOME = [paths.adminUsers, paths.adminOrders]

const isUnder = (pathname: string, page: string) =>
  pathname === page || pathname.startsWith(`${page}/`)

/**
 * docs/product-rules.md § Routes, admin guard: where a visitor of an admin page is sent instead, or null for an
 * admin. Nobody signed in, or any other role, goes to /login; except that a signed-in
 * non-admin on the users or orders page goes to /.
 */
export function getAdminRedirect(user: SessionUser | null, pathname: string): string | null {
  if (user?.role === 'admin') return null
  if (user && PAGES_SENDING_NON_ADMINS_HOME.some((page) => isUnder(pathname, page))) {
    return paths.home
  }
  return paths.login()
}
