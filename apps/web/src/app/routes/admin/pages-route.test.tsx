import {
  NEVER_SAVED_PAGE_UPDATED_AT,
  type ShopPage,
  type ShopPageSlug,
} from '@shop/shared/shop-pages'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { PagesRoute } from './pages-route'

/**
 * docs/product-rules.md § The owner's shop: the owner writes the shop's pages in Markdown with a
 * live preview drawn by the storefront's own component, and saves them.
 */

const SAVED_AT = '2026-03-01T10:00:00.000Z'
/** The first render parses Markdown with libraries loaded on first use: slower on a busy machine. */
const FIRST_RENDER = { timeout: 5000 }

let pages: Record<ShopPageSlug, ShopPage>
let saved: { slug: string; body: unknown }[] = []

const server = setupTestServer(
  http.get('*/api/pages/:slug', ({ params }) =>
    HttpResponse.json(pages[params.slug as ShopPageSlug]),
  ),
  http.put('*/api/admin/pages/:slug', async ({ params, request }) => {
    const body = (await request.json()) as { title: string; body: string }
    saved.push({ slug: String(params.slug), body })
    const page = { slug: params.slug as ShopPageSlug, ...body, updatedAt: SAVED_AT }
    pages[page.slug] = page
    return HttpResponse.json(page)
  }),
)

beforeEach(() => {
  pages = {
    about: {
      slug: 'about',
      title: 'About Us',
      body: '## Our story\n\nIt began with a slide.',
      updatedAt: SAVED_AT,
    },
    shipping: { slug: 'shipping', title: 'Shipping', body: 'We ship.', updatedAt: SAVED_AT },
    returns: { slug: 'returns', title: 'Returns', body: 'Send it back.', updatedAt: SAVED_AT },
    privacy: { slug: 'privacy', title: 'Privacy', body: 'We keep little.', updatedAt: SAVED_AT },
    terms: {
      slug: 'terms',
      title: 'Terms of service',
      body: 'These terms apply.',
      updatedAt: NEVER_SAVED_PAGE_UPDATED_AT,
    },
  }
  saved = []
  toast.dismiss()
})

function renderEditor(route = '/admin/pages') {
  const rendered = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/pages/:slug?" element={<PagesRoute />} />
      </Routes>
      <Toaster />
    </>,
    { route, preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
  return rendered
}

async function openEditor(route?: string, name = 'Edit the About page') {
  const rendered = renderEditor(route)
  const form = await screen.findByRole('form', { name }, FIRST_RENDER)
  return {
    ...rendered,
    form,
    title: within(form).getByLabelText('Title'),
    text: within(form).getByLabelText('Text (Markdown)'),
    preview: within(form).getByRole('region', { name: 'Preview' }),
  }
}

test('the about page opens with its title and text, and the preview draws them', async () => {
  const { title, text, preview } = await openEditor()

  expect(title).toHaveValue('About Us')
  expect(text).toHaveValue('## Our story\n\nIt began with a slide.')
  expect(within(preview).getByRole('heading', { name: 'About Us' })).toBeInTheDocument()
  expect(within(preview).getByRole('heading', { name: 'Our story' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
})

test('the preview follows the text as it is typed, and Save sends the page and says so', async () => {
  const { user, form, title, text, preview } = await openEditor()

  await user.clear(title)
  await user.type(title, '  About the workshop ')
  await user.clear(text)
  await user.click(text)
  await user.paste('## Who we are\n\n- **Two** friends\n- A [slide](/collections/all)')
  expect(await within(preview).findByRole('heading', { name: 'Who we are' })).toBeInTheDocument()
  expect(within(preview).getByText('Two').tagName).toBe('STRONG')
  expect(within(preview).getByRole('link', { name: 'slide' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
  expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes')

  await user.click(within(form).getByRole('button', { name: 'Save Page' }))

  expect(
    await screen.findByText(
      'About the workshop is saved: the shop shows it now.',
      {},
      FIRST_RENDER,
    ),
  ).toBeInTheDocument()
  expect(saved).toEqual([
    {
      slug: 'about',
      body: {
        title: 'About the workshop',
        body: '## Who we are\n\n- **Two** friends\n- A [slide](/collections/all)',
      },
    },
  ])
  expect(title).toHaveValue('About the workshop')
  await waitFor(() => {
    expect(within(form).getByRole('status')).toHaveTextContent(/^Saved /)
  })
})

test('hostile Markdown in the preview is shown inert, as the shop will show it', async () => {
  const { user, text, preview } = await openEditor()

  await user.clear(text)
  await user.click(text)
  await user.paste(
    [
      'Hello <script>window.__pwned = true</script>',
      '',
      '<img src=x onerror="window.__pwned = true">',
      '',
      '[click me](javascript:window.__pwned=true) and ![x](https://evil.example/x.gif)',
      '',
      '<div onclick="window.__pwned = true">Boo</div>',
    ].join('\n'),
  )

  expect(await within(preview).findByText(/click me/)).toBeInTheDocument()
  // The text's own wrapper is the one div; nothing of the raw HTML became an element.
  expect(
    preview.querySelectorAll(':scope script, :scope img, :scope a, :scope div div'),
  ).toHaveLength(0)
  for (const element of preview.querySelectorAll('*')) {
    expect(Array.from(element.attributes).map((attribute) => attribute.name)).not.toContainEqual(
      expect.stringMatching(/^on/),
    )
  }
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
})

test('an empty title or text is refused before sending, with the schema’s words', async () => {
  const { user, form, title, text } = await openEditor()

  await user.clear(title)
  await user.clear(text)
  await user.click(within(form).getByRole('button', { name: 'Save Page' }))

  expect(await within(form).findByText('The page needs a title.')).toBeInTheDocument()
  expect(within(form).getByText('The page needs its text.')).toBeInTheDocument()
  expect(title).toHaveAttribute('aria-invalid', 'true')
  expect(saved).toEqual([])
})

test('a refusal of the server is shown under Save in its words', async () => {
  server.use(
    http.put('*/api/admin/pages/:slug', () =>
      HttpResponse.json({ message: 'A page is at most 20,000 characters.' }, { status: 400 }),
    ),
  )
  const { user, form, text } = await openEditor()

  await user.type(text, ' More.')
  await user.click(within(form).getByRole('button', { name: 'Save Page' }))

  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'A page is at most 20,000 characters.',
  )
})

test('another page is picked from the list; one never saved says the shop shows its starting text', async () => {
  const { user } = await openEditor()

  await user.click(screen.getByRole('link', { name: 'Terms' }))

  const form = await screen.findByRole('form', { name: 'Edit the Terms page' })
  expect(within(form).getByLabelText('Title')).toHaveValue('Terms of service')
  expect(within(form).getByRole('status')).toHaveTextContent(
    'Not saved yet: the shop shows this starting text.',
  )
})

test('an address that names no page of the shop is not found', async () => {
  renderEditor('/admin/pages/faq')

  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Pages')
})
