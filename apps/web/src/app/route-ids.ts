/**
 * The ids of the routes the server renders or refers to. An id is the key of a route's data loader
 * (app/server-rendering/page-loaders.ts) and of its errors in the hydration data, so the server's
 * and the browser's route tables must agree on them.
 */
export const routeIds = {
  layout: 'layout',
  home: 'home',
  about: 'about',
  contact: 'contact',
  shipping: 'shipping',
  returns: 'returns',
  privacy: 'privacy',
  terms: 'terms',
  collection: 'collection',
  product: 'product',
  notFound: 'not-found',
} as const

export type RouteId = (typeof routeIds)[keyof typeof routeIds]
