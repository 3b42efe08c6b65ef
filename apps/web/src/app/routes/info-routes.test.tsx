import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'

setupTestServer(emptyCartHandler)

test.each([
  ['/shipping', 'Shipping', 'Within the United States'],
  ['/returns', 'Returns & Refunds', 'How to return'],
  ['/privacy', 'Privacy Policy', 'What we collect'],
  ['/terms', 'Terms of Service', 'Orders'],
])('%s shows its heading, its sections and its document title', async (route, title, section) => {
  renderApp(route)

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
  await waitFor(() => {
    expect(document.title).toMatch(new RegExp(`^${title} \\| `))
  })
})

test('the shipping page states the free-shipping threshold and the rates of the checkout', async () => {
  renderApp('/shipping')

  expect(
    await screen.findByText(/Standard Shipping is free on orders over \$100/),
  ).toBeInTheDocument()
  expect(screen.getByText('Standard Shipping: $5.99, about 5 business days')).toBeInTheDocument()
  expect(
    screen.getByText('International Express: $39.99, about 5 business days'),
  ).toBeInTheDocument()
})

test('the footer links to every information page', async () => {
  renderApp('/about')

  const support = await screen.findByRole('navigation', { name: 'Support' })
  for (const [name, href] of [
    ['Shipping', '/shipping'],
    ['Returns & Refunds', '/returns'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ] as const) {
    expect(within(support).getByRole('link', { name })).toHaveAttribute('href', href)
  }
})
