import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * An msw server for one test file: listening for the whole file, handlers added by a test
 * (`server.use`) reset after it, and any request nobody answers fails the test.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
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
