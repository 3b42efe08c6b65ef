import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { ShopAccentStyle } from '../components/shop-accent-style'
import { PublicOriginContext } from '../lib/public-origin'
import type { AppStore, RootState } from './store'

interface AppProvidersProps {
  store: AppStore
  /** The shop's absolute address when the server rendered the page; else the browser's origin. */
  publicUrl?: string
  /** The state the server rendered with, which hydration must read instead of the store's own. */
  serverState?: RootState
  children: ReactNode
}

/** What wraps every page, the same on the server and in the browser so hydration matches. */
export function AppProviders({ store, publicUrl, serverState, children }: AppProvidersProps) {
  return (
    <PublicOriginContext value={publicUrl}>
      <Provider store={store} serverState={serverState}>
        <ShopAccentStyle />
        {children}
      </Provider>
    </PublicOriginContext>
  )
}
