import type { ShopSettings } from '@shop/shared/shop-settings'
import type { ShopPage, ShopPageSlug } from '@shop/shared/shop-pages'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderApp } from '../../testing/render-with-providers'

/** The first find waits for the lazily loaded page too, which takes longer on a busy machine. */
const PAGE_LOAD = { timeout: 5000 }

const settings: ShopSettings = {
  shopName: 'Slide',
  accentColor: '#c9442c',
  contactEmail: 'hello@slide-shop.test',
  socialLinks: [],
  returnWindowDays: 30,
}

/** The shop's pages as the owner saved them (docs/product-rules.md § The owner's shop). */
const PAGES: Record<ShopPageSlug, Omit<ShopPage, 'slug' | 'updatedAt'>> = {
  about: {
    title: 'About Us',
    body: '**Clothes that take it easy.** Slide makes laid-back apparel.\n\n## Our story\n\nIt started with a slide.\n\n## Our mission\n\n### Quality fabrics\n\nSturdy cotton.',
  },
  shipping: {
    title: 'Shipping',
    body: 'We pack every order with care.\n\n## Within the United States\n\n- Standard Shipping: $5.99, about 5 business days, free on orders over $100',
  },
  returns: {
    title: 'Returns & Refunds',
    body: 'Not the right fit?\n\n## How to return\n\nWrite to us.',
  },
  privacy: {
    title: 'Privacy Policy',
    body: 'We collect little.\n\n## What we collect\n\n- Your account',
  },
  terms: {
    title: 'Terms of Service',
    body: 'These terms apply.\n\n## Orders\n\nAn order is placed.',
  },
}

const server = setupTestServer(
  emptyCartHandler,
  http.get('/api/settings', () => HttpResponse.json(settings)),
  http.get('/api/pages/:slug', ({ params }) => {
    const slug = params.slug as ShopPageSlug
    return HttpResponse.json({ slug, ...PAGES[slug], updatedAt: '2026-03-01T10:00:00.000Z' })
  }),
)

test.each([
  ['/shipping', 'Shipping', 'Within the United States', 'We pack every order with care.'],
  ['/returns', 'Returns & Refunds', 'How to return', 'Not the right fit?'],
  ['/privacy', 'Privacy Policy', 'What we collect', 'We collect little.'],
  ['/terms', 'Terms of Service', 'Orders', 'These terms apply.'],
])(
  '%s shows the page the owner wrote: its title, its sections, its document title and description',
  async (route, title, section, intro) => {
    renderApp(route)

    expect(
      await screen.findByRole('heading', { level: 1, name: title }, PAGE_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    await waitFor(() => {
      expect(document.title).toMatch(new RegExp(`^${title} \\| `))
    })
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', intro)
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Contact page' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(within(main).getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    )
  },
)

test('the shipping page lists what its text lists', async () => {
  renderApp('/shipping')

  expect(
    await screen.findByText(
      'Standard Shipping: $5.99, about 5 business days, free on orders over $100',
      {},
      PAGE_LOAD,
    ),
  ).toBeInTheDocument()
})

test('About Us tells the owner’s story and keeps the contact e-mail line of the settings', async () => {
  renderApp('/about')

  expect(
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, PAGE_LOAD),
  ).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 3, name: 'Quality fabrics' })).toBeInTheDocument()
  const email = within(screen.getByRole('main')).getByRole('link', { name: /@/ })
  expect(email).toHaveTextContent(settings.contactEmail)
  expect(email).toHaveAttribute('href', `mailto:${settings.contactEmail}`)
  expect(email.closest('p')).toHaveTextContent(
    `Questions about sizing, an order or a collaboration? Write to us at ${settings.contactEmail}.`,
  )
  await waitFor(() => {
    expect(document.title).toMatch(/^About Us \| /)
  })
})

test('a page that cannot be read says so and reads it again when asked', async () => {
  let isDown = true
  server.use(
    http.get('/api/pages/terms', () =>
      isDown
        ? HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })
        : HttpResponse.json({
            slug: 'terms',
            ...PAGES.terms,
            updatedAt: '2026-03-01T10:00:00.000Z',
          }),
    ),
  )
  const { user } = renderApp('/terms')

  const failure = await screen.findByRole('alert', {}, PAGE_LOAD)
  expect(failure).toHaveTextContent('This page could not be loaded.')
  isDown = false
  await user.click(within(failure).getByRole('button', { name: 'Try again' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
  ).toBeInTheDocument()
})

test('the footer links to every information page', async () => {
  renderApp('/about')

  const support = await screen.findByRole('navigation', { name: 'Support' }, PAGE_LOAD)
  for (const [name, href] of [
    ['Shipping', '/shipping'],
    ['Returns & Refunds', '/returns'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ] as const) {
    expect(within(support).getByRole('link', { name })).toHaveAttribute('href', href)
  }
})
