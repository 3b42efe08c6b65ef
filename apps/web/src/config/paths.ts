/** Every address of the app in one place (shop-spec §2), so links never drift from routes. */
export const paths = {
  home: '/',
  login: (redirect?: string) =>
    redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  register: (redirect?: string) =>
    redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register',
  forgotPassword: '/forgot-password',
  /** Where the mailed reset link leads; the server builds the link with its `token` query. */
  resetPassword: '/reset-password',
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  shop: '/collections/all',
  search: (term: string) => `/collections/all?search=${encodeURIComponent(term)}`,
  collection: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  myOrders: '/my-orders',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminProducts: '/admin/products',
  adminProductCreate: '/admin/products/create',
  adminProductEdit: (id: string) => `/admin/products/${encodeURIComponent(id)}/edit`,
  adminCatalogSettings: '/admin/catalog-settings',
  adminOrders: '/admin/orders',
  adminMessages: '/admin/messages',
  adminOutbox: '/admin/outbox',
  adminDiscounts: '/admin/discounts',
  adminTax: '/admin/tax',
} as const
