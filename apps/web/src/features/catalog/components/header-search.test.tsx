import type { ProductSuggestion } from '@shop/shared/product-suggestions'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { HeaderSearch } from './header-search'

const jeans: ProductSuggestion[] = [
  { _id: 'p-1', name: 'Relaxed Straight Jeans', price: 59, image: null },
  {
    _id: 'p-2',
    name: 'Slim Taper Jeans',
    price: 64.5,
    image: { url: '/uploads/slim.webp', altText: 'Slim jeans' },
  },
  { _id: 'p-3', name: 'Carpenter Work Jeans', price: 70, image: null },
]

/** Every text the header asked suggestions for. */
let askedFor: string[] = []

setupTestServer(
  http.get('/api/products/suggestions', ({ request }) => {
    const typed = new URL(request.url).searchParams.get('q') ?? ''
    askedFor.push(typed)
    return HttpResponse.json(typed.startsWith('jea') ? jeans : [])
  }),
)

beforeEach(() => {
  askedFor = []
})

async function openAndType(text: string) {
  const rendered = renderWithProviders(<HeaderSearch />)
  await rendered.user.click(screen.getByRole('button', { name: 'Search products' }))
  // The field's code loads on the first open.
  const field = await screen.findByRole('combobox', { name: 'Search products' })
  await rendered.user.type(field, text)
  return { ...rendered, field }
}

const options = () => screen.getAllByRole('option')
const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search

test('typing suggests products once the typing pauses, in one request', async () => {
  const { field } = await openAndType('jea')
  expect(await screen.findByRole('listbox', { name: 'Suggested products' })).toBeVisible()
  expect(options().map((option) => option.textContent)).toEqual([
    'Relaxed Straight Jeans$59',
    'Slim Taper Jeans$64.50',
    'Carpenter Work Jeans$70',
  ])
  expect(field).toHaveAttribute('aria-expanded', 'true')
  expect(field).toHaveAttribute('aria-controls', 'header-search-suggestions')
  // The keys came faster than the pause: only the whole text was asked for.
  expect(askedFor).toEqual(['jea'])
})

test('the arrow keys move the highlight, wrapping around, and Enter opens that product', async () => {
  const { field, user, router } = await openAndType('jea')
  await screen.findByRole('listbox')
  expect(field).not.toHaveAttribute('aria-activedescendant')

  await user.keyboard('{ArrowDown}')
  expect(field).toHaveAttribute('aria-activedescendant', options()[0]?.id)
  expect(options()[0]).toHaveAttribute('aria-selected', 'true')
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
  expect(field).toHaveAttribute('aria-activedescendant', options()[0]?.id)
  await user.keyboard('{ArrowUp}')
  expect(field).toHaveAttribute('aria-activedescendant', options()[2]?.id)
  expect(options()[0]).toHaveAttribute('aria-selected', 'false')
  await user.keyboard('{ArrowUp}')
  expect(options()[1]).toHaveAttribute('aria-selected', 'true')

  await user.keyboard('{Enter}')
  expect(path(router)).toBe('/product/p-2')
  // The search folds back into its icon.
  expect(screen.getByRole('button', { name: 'Search products' })).toBeVisible()
})

test('Enter with nothing highlighted searches the typed text', async () => {
  const { user, router } = await openAndType('jea')
  await screen.findByRole('listbox')
  await user.keyboard('{Enter}')
  expect(path(router)).toBe('/collections/all?search=jea')
})

test('Escape closes the list and keeps the text; a second Escape closes the search', async () => {
  const { field, user } = await openAndType('jea')
  await screen.findByRole('listbox')
  await user.keyboard('{ArrowDown}{Escape}')
  expect(field).toHaveAttribute('aria-expanded', 'false')
  expect(field).not.toHaveAttribute('aria-activedescendant')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  expect(field).toHaveValue('jea')

  // The arrow keys bring the list back.
  await user.keyboard('{ArrowDown}')
  expect(field).toHaveAttribute('aria-expanded', 'true')
  expect(options()[0]).toHaveAttribute('aria-selected', 'true')

  await user.keyboard('{Escape}{Escape}')
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Search products' })).toBeVisible()

  // Opened again, the search still holds the text, in a focused field.
  await user.click(screen.getByRole('button', { name: 'Search products' }))
  const reopened = await screen.findByRole('combobox', { name: 'Search products' })
  expect(reopened).toHaveValue('jea')
  expect(reopened).toHaveFocus()
})

test('a click on a suggestion opens its product', async () => {
  const { user, router } = await openAndType('jea')
  await user.click(await screen.findByRole('option', { name: /Carpenter Work Jeans/ }))
  expect(path(router)).toBe('/product/p-3')
})

test('nothing to suggest shows no list', async () => {
  const { field } = await openAndType('zzz')
  await expect.poll(() => askedFor).toEqual(['zzz'])
  expect(field).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
})
