import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { shippingSummaryHandler, shopSettingsHandler } from './msw-handlers'

/**
 * An msw server for one test file: listening for the whole file, handlers added by a test
 * (`server.use`) reset after it, and any request nobody answers fails the test. The shop's
 * settings and shipping summary, which every page's frame reads, are answered unless the file
 * answers them itself.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, shopSettingsHandler, shippingSummaryHandler)
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
  })
  afterAll(() => {
    server.close()
  })
  return server
}
