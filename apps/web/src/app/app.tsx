import { useState } from 'react'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { paths } from '../config/paths'
import { shopSettingsApi } from '../lib/shop-settings-api'
import { AppProviders } from './app-providers'
import { routes } from './app-routes'
import { endUnusableSession } from './end-unusable-session'
import { makeStore } from './store'

export function createApp() {
  // docs/product-rules.md § Errors: a rejected session goes to /login (the router exists by the first request).
  const store = makeStore({ onSessionRejected: () => void router.navigate(paths.login()) })
  // Before the router reads the address: an ended session may send the shopper home.
  endUnusableSession(store)
  const router = createBrowserRouter(routes)
  return { router, store }
}

export type BrowserApp = ReturnType<typeof createApp>

/** How long a page rendered in the browser waits for the settings before it renders without. */
const SETTINGS_WAIT_MS = 3000

/**
 * A page rendered in the browser asks for the owner's settings before its first render, so the
 * shop's name, logo and colours are there from the first paint (a server-rendered page brings
 * them along). If they cannot be read in time the page renders anyway and shows them once they
 * arrive.
 */
export async function createAppWithSettings(): Promise<BrowserApp> {
  const app = createApp()
  const settings = app.store.dispatch(shopSettingsApi.endpoints.getSettings.initiate(undefined))
  // A server that does not answer must not leave the page blank: it renders after a while anyway.
  await Promise.race([settings, new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS))])
  return app
}

export function App({ app }: { app?: BrowserApp }) {
  const [{ router, store }] = useState(() => app ?? createApp())
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
