import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../testing/msw-handlers'
import { renderApp } from '../testing/render-with-providers'
import { setupTestServer } from '../testing/msw-server'

setupTestServer(emptyCartHandler)

test('an unknown address shows a not-found page that links home', async () => {
  renderApp('/no-such-page')

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
})
