/**
 * What a server-rendered page sends along for the browser to hydrate with, as a JSON data block
 * (`<script type="application/json">`): a data block never runs, so the Content-Security-Policy's
 * script-src 'self' stays as strict as it is (docs/server-rendering.md).
 */
export const SERVER_PAGE_ELEMENT_ID = 'server-page'

/** A route's error of the server render (a 404), as React Router's hydration data needs it. */
export interface ServerRouteError {
  status: number
  statusText: string
}

export interface ServerPage {
  /** The shop's absolute address: canonical and social links are built on it. */
  publicUrl: string
  /** The RTK Query cache (`state.api`) the page was rendered from. */
  api: unknown
  /** Errors by route id (an unknown product's 404), or none. */
  routeErrors: Record<string, ServerRouteError> | null
}

/** JSON that cannot end its script element early: every "<" is written as \u003c. */
export function serializeServerPage(page: ServerPage): string {
  return JSON.stringify(page).replaceAll('<', '\\u003c')
}

/** The page the server sent, if it rendered this one; a page it did not render has none. */
export function readServerPage(document: Document): ServerPage | undefined {
  const element = document.getElementById(SERVER_PAGE_ELEMENT_ID)
  if (!element?.textContent) return undefined
  try {
    return JSON.parse(element.textContent) as ServerPage
  } catch {
    return undefined
  }
}
