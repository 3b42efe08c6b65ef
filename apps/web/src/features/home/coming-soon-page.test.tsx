import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ComingSoonPage } from './coming-soon-page'

const server = setupServer()

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
})
afterAll(() => {
  server.close()
})

describe('ComingSoonPage', () => {
  it('shows the shop name, its tagline and that the storefront opens soon', () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })))
    render(<ComingSoonPage />)

    expect(screen.getByRole('heading', { level: 1, name: 'Slide' })).toBeInTheDocument()
    expect(screen.getByText(/laid-back apparel and merchandise/i)).toBeInTheDocument()
    expect(screen.getByText('Our storefront opens soon.')).toBeInTheDocument()
    expect(screen.getByText('Free shipping over $100')).toBeInTheDocument()
    expect(screen.getByText('30-day returns')).toBeInTheDocument()
  })

  it('says the shop servers are online once /api/health answers ok', async () => {
    server.use(http.get('*/api/health', () => HttpResponse.json({ status: 'ok' })))
    render(<ComingSoonPage />)

    expect(await screen.findByText('Shop servers online')).toBeInTheDocument()
  })

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server errors', () => HttpResponse.json({ message: 'Down' }, { status: 503 })],
    ['the answer is not ok', () => HttpResponse.json({ status: 'starting' })],
  ])('stays calm when %s', async (_case, resolver) => {
    server.use(http.get('*/api/health', resolver))
    render(<ComingSoonPage />)

    const status = screen.getByRole('status')
    await waitFor(() => {
      expect(status).toHaveAttribute('data-health', 'unavailable')
    })
    expect(status).toBeEmptyDOMElement()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Slide' })).toBeInTheDocument()
  })
})
