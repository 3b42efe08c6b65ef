import { lazy } from 'react'
import { useRoutes, type RouteObject } from 'react-router'
import { NotFoundRoute } from '../not-found-route'
import { AdminLayout } from './admin-layout'
import { AuditRoute } from './audit-route'
import { CatalogSettingsRoute } from './catalog-settings-route'
import { DashboardRoute } from './dashboard-route'
import { DiscountsRoute } from './discounts-route'
import { MessagesRoute } from './messages-route'
import { OrdersRoute } from './orders-route'
import { OutboxRoute } from './outbox-route'
import { SubscribersRoute } from './subscribers-route'
import { SettingsRoute } from './settings-route'
import { TaxRoute } from './tax-route'
import { UsersRoute } from './users-route'

// The product screens carry the product form (drag and drop, uploads): their own chunks.
const ProductsRoute = lazy(() =>
  import('./products-route').then((m) => ({ default: m.ProductsRoute })),
)
const ProductCreateRoute = lazy(() =>
  import('./product-create-route').then((m) => ({ default: m.ProductCreateRoute })),
)
const ProductEditRoute = lazy(() =>
  import('./product-edit-route').then((m) => ({ default: m.ProductEditRoute })),
)
// The shipping screen carries the world's country names: its own chunk too.
const ShippingRoute = lazy(() =>
  import('./shipping-route').then((m) => ({ default: m.ShippingRoute })),
)
// The page editor carries the Markdown renderer, a chunk the shop's own pages share.
const PagesRoute = lazy(() => import('./pages-route').then((m) => ({ default: m.PagesRoute })))
// The home page editor carries drag and drop (dnd-kit), which the product screens share.
const HomeContentRoute = lazy(() =>
  import('./home-content-route').then((m) => ({ default: m.HomeContentRoute })),
)
// The returns screen: its own chunk, as the back office's newer screens.
const ReturnsRoute = lazy(() =>
  import('./returns-route').then((m) => ({ default: m.ReturnsRoute })),
)

/**
 * The back office under /admin (docs/product-rules.md § Routes), all behind the layout's admin
 * guard. This file is the root of the admin chunk: the app's router loads it on the first visit
 * to /admin, so nothing of it reaches shoppers.
 */
export const adminRoutes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      { index: true, Component: DashboardRoute },
      { path: 'users', Component: UsersRoute },
      { path: 'products', Component: ProductsRoute },
      { path: 'products/create', Component: ProductCreateRoute },
      { path: 'products/:id/edit', Component: ProductEditRoute },
      { path: 'catalog-settings', Component: CatalogSettingsRoute },
      { path: 'orders', Component: OrdersRoute },
      { path: 'returns', Component: ReturnsRoute },
      { path: 'messages', Component: MessagesRoute },
      { path: 'outbox', Component: OutboxRoute },
      { path: 'discounts', Component: DiscountsRoute },
      { path: 'tax', Component: TaxRoute },
      { path: 'shipping', Component: ShippingRoute },
      { path: 'subscribers', Component: SubscribersRoute },
      { path: 'audit', Component: AuditRoute },
      { path: 'pages/:slug?', Component: PagesRoute },
      { path: 'home', Component: HomeContentRoute },
      { path: 'settings', Component: SettingsRoute },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]

/** The admin pages, matched below the app's `/admin/*` route. */
export function AdminRoutes() {
  return useRoutes(adminRoutes)
}
