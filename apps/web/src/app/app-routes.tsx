import type { RouteObject } from 'react-router'
import { SiteLayout, SiteLayoutLoading } from './layout/site-layout'
import { routeIds } from './route-ids'
import { NotFoundRoute } from './routes/not-found-route'
import { RouteError } from './routes/route-error'

/**
 * Every page of docs/product-rules.md § Routes. Each page is its own chunk, loaded when first visited; the admin
 * pages are one chunk more (app/routes/admin/admin-routes.tsx) that only the back office loads.
 * The public pages are rendered on the server too: their ids name their data loaders in
 * app/server-rendering/page-loaders.ts (docs/server-rendering.md).
 */
export const routes: RouteObject[] = [
  {
    id: routeIds.layout,
    path: '/',
    Component: SiteLayout,
    HydrateFallback: SiteLayoutLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        id: routeIds.home,
        index: true,
        lazy: () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        id: routeIds.about,
        path: 'about',
        lazy: () => import('./routes/about-route').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        id: routeIds.contact,
        path: 'contact',
        lazy: () => import('./routes/contact-route').then((m) => ({ Component: m.ContactRoute })),
      },
      {
        id: routeIds.shipping,
        path: 'shipping',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.ShippingRoute })),
      },
      {
        id: routeIds.returns,
        path: 'returns',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.ReturnsRoute })),
      },
      {
        id: routeIds.privacy,
        path: 'privacy',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        id: routeIds.terms,
        path: 'terms',
        lazy: () => import('./routes/info-routes').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        id: routeIds.collection,
        // A 404 from the server render shows inside the shop's frame (docs/server-rendering.md).
        ErrorBoundary: RouteError,
        path: 'collections/:collection',
        lazy: () =>
          import('./routes/collection-route').then((m) => ({ Component: m.CollectionRoute })),
      },
      {
        id: routeIds.product,
        path: 'product/:id',
        // Its error boundary says "Product not found" for the server render's 404.
        lazy: () =>
          import('./routes/product-route').then((m) => ({
            Component: m.ProductRoute,
            ErrorBoundary: m.ProductRouteError,
          })),
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
        path: 'confirm-email',
        lazy: () =>
          import('./routes/confirm-email-route').then((m) => ({
            Component: m.ConfirmEmailRoute,
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
        // The order pages and the return pages are one chunk (routes/order-pages.tsx).
        path: 'order/:id',
        lazy: () =>
          import('./routes/order-pages').then((m) => ({ Component: m.OrderDetailsRoute })),
      },
      {
        path: 'order/:id/return',
        lazy: () =>
          import('./routes/order-pages').then((m) => ({ Component: m.ReturnRequestRoute })),
      },
      {
        // `/returns` alone is the shop's returns page above.
        path: 'returns/:id',
        lazy: () => import('./routes/order-pages').then((m) => ({ Component: m.ReturnSlipRoute })),
      },
      {
        path: 'my-orders',
        lazy: () => import('./routes/order-pages').then((m) => ({ Component: m.MyOrdersRoute })),
      },
      { id: routeIds.notFound, path: '*', Component: NotFoundRoute },
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
