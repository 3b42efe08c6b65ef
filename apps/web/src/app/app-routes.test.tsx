import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from './app-routes'

describe('routes', () => {
  it('answers an unknown address with a not-found page that links home', () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] })
    render(<RouterProvider router={router} />)

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
