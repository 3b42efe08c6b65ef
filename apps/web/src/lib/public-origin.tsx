import { createContext, useContext } from 'react'

/**
 * The shop's absolute address (PUBLIC_URL), for canonical and social links. The server render
 * provides it and sends it with the page, so the browser hydrates the same links; a page the
 * browser renders alone uses its own origin.
 */
export const PublicOriginContext = createContext<string | undefined>(undefined)

export function usePublicOrigin(): string {
  return useContext(PublicOriginContext) ?? window.location.origin
}
