/**
 * The addresses of the return flow and of a return's slip (app-routes.tsx). They sit with the
 * feature rather than in config/paths.ts, which the storefront's first load carries: that load
 * has no room left in its JavaScript budget, and only the personal pages link here.
 */
export const returnPaths = {
  /** `/order/{id}/return`: the return flow of one order. */
  request: (orderId: string) => `/order/${encodeURIComponent(orderId)}/return`,
  /** `/returns/{id}`: a return's confirmation and printable slip (`/returns` is the policy page). */
  slip: (returnId: string) => `/returns/${encodeURIComponent(returnId)}`,
} as const
