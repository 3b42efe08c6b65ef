import { useState } from 'react'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { paths } from '../config/paths'
import { AppProviders } from './app-providers'
import { routes } from './app-routes'
import { endUnusableSession } from './end-unusable-session'
import { makeStore } from './store'

function createApp() {
  // docs/product-rules.md § Errors: a rejected session goes to /login (the router exists by the first request).
  const store = makeStore({ onSessionRejected: () => void router.navigate(paths.login()) })
  // Before the router reads the address: an ended session may send the shopper home.
  endUnusableSession(store)
  const router = createBrowserRouter(routes)
  return { router, store }
}

export function App() {
  const [{ router, store }] = useState(createApp)
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
