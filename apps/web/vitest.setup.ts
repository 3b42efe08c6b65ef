import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// findBy… waits for a condition; a busy 2-core CI machine may need more than the default second.
configure({ asyncUtilTimeout: 3000 })

// jsdom has no layout; scroll restoration and scroll-driven UI only need the call to exist.
window.scrollTo = () => undefined

/**
 * The app calls relative URLs (`/api/products`), which a browser resolves against the page and
 * Node's Request refuses; tests get the browser's behaviour, so msw sees absolute URLs.
 */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}
globalThis.Request = PageRequest
