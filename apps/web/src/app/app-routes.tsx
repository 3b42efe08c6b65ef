import type { RouteObject } from 'react-router'
import { SiteLayout, SiteLayoutLoading } from './layout/site-layout'
import { NotFoundRoute } from './routes/not-found-route'
import { RouteError } from './routes/route-error'

/**
 * Every page of shop-spec §2. Each page is its own chunk, loaded when first visited; the admin
 * pages are one chunk more (app/routes/admin/admin-routes.tsx) that only the back office loads.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    HydrateFallback: SiteLayoutLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: 'about',
        lazy: () => import('./routes/about-route').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: 'contact',
        lazy: () => import('./routes/contact-route').then((m) => ({ Component: m.ContactRoute })),
      },
      {
        path: 'shipping',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.ShippingRoute })),
      },
      {
        path: 'returns',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.ReturnsRoute })),
      },
      {
        path: 'privacy',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: 'terms',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: 'collections/:collection',
        lazy: () =>
          import('./routes/collection-route').then((m) => ({ Component: m.CollectionRoute })),
      },
      {
        path: 'product/:id',
        lazy: () => import('./routes/product-route').then((m) => ({ Component: m.ProductRoute })),
      },
      {
        path: 'login',
        lazy: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'register',
        lazy: () => import('./routes/register-route').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./routes/forgot-password-route').then((m) => ({
            Component: m.ForgotPasswordRoute,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('./routes/reset-password-route').then((m) => ({
            Component: m.ResetPasswordRoute,
          })),
      },
      {
        path: 'profile',
        lazy: () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        path: 'checkout',
        lazy: () => import('./routes/checkout-route').then((m) => ({ Component: m.CheckoutRoute })),
      },
      {
        path: 'order-confirmation',
        lazy: () =>
          import('./routes/order-confirmation-route').then((m) => ({
            Component: m.OrderConfirmationRoute,
          })),
      },
      {
        path: 'order/:id',
        lazy: () =>
          import('./routes/order-details-route').then((m) => ({ Component: m.OrderDetailsRoute })),
      },
      {
        path: 'my-orders',
        lazy: () =>
          import('./routes/my-orders-route').then((m) => ({ Component: m.MyOrdersRoute })),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
  {
    // The back office has its own frame (sidebar, no shop header) and is one chunk of its own,
    // with its pages behind it: shoppers never download any of it.
    path: '/admin/*',
    hydrateFallbackElement: (
      <p role="status" className="sr-only">
        Loading...
      </p>
    ),
    ErrorBoundary: RouteError,
    lazy: () => import('./routes/admin/admin-routes').then((m) => ({ Component: m.AdminRoutes })),
  },
]
