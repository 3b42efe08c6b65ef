import { render, type RenderOptions } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
// The DOM build of the provider, as the app uses: it supports flushSync navigations.
import { RouterProvider } from 'react-router/dom'
import { routes as appRoutes } from '../app/app-routes'
import { makeStore, type MakeStoreOptions } from '../app/store'

interface ProviderOptions extends MakeStoreOptions {
  /** The address the memory router starts at. */
  route?: string
}

/**
 * Renders a component with a fresh store and a memory router, the way the app provides them.
 * Returns the store (to dispatch or read state) and a user-event instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    preloadedState,
    onSessionRejected,
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const store = makeStore({ preloadedState, onSessionRejected })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] })
  return {
    store,
    router,
    user: userEvent.setup(),
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      options,
    ),
  }
}

/** Renders the whole app's routes at `route`, with a fresh store. */
export function renderApp(
  route: string,
  { preloadedState, routes = appRoutes }: MakeStoreOptions & { routes?: RouteObject[] } = {},
) {
  const store = makeStore({ preloadedState })
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  return {
    store,
    router,
    user: userEvent.setup(),
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    ),
  }
}
