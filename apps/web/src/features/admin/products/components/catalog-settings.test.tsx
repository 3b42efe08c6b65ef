import type { CatalogVocabulary } from '@shop/shared/catalog-vocabulary'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderApp } from '../../../../testing/render-with-providers'
import { makeVocabulary } from '../vocabulary.fixture'
import { CatalogSettings } from './catalog-settings'

/** A server that keeps the lists, applies the writes the page sends, and records them. */
function serveVocabulary(start: CatalogVocabulary = makeVocabulary()) {
  let lists = start
  const writes: { method: string; url: string; body: unknown }[] = []
  const record = async (request: Request) => {
    const body: unknown = request.method === 'DELETE' ? null : await request.json()
    writes.push({ method: request.method, url: new URL(request.url).pathname, body })
    return body
  }
  server.use(
    http.get('*/api/admin/vocabulary', () => HttpResponse.json(lists)),
    http.post('*/api/admin/vocabulary/colors', async ({ request }) => {
      const body = (await record(request)) as { name: string; hex: string }
      lists = { ...lists, colors: [...lists.colors, body] }
      return HttpResponse.json(body, { status: 201 })
    }),
    http.put('*/api/admin/vocabulary/sizes/order', async ({ request }) => {
      const { names } = (await record(request)) as { names: string[] }
      lists = { ...lists, sizes: names.map((name) => ({ name })) }
      return HttpResponse.json(lists.sizes)
    }),
    http.patch('*/api/admin/vocabulary/categories/:name', async ({ request, params }) => {
      const { name } = (await record(request)) as { name: string }
      lists = {
        ...lists,
        categories: lists.categories.map((entry) =>
          entry.name === decodeURIComponent(String(params.name)) ? { name } : entry,
        ),
      }
      return HttpResponse.json({ name })
    }),
    http.delete('*/api/admin/vocabulary/colors/:name', async ({ request }) => {
      await record(request)
      return HttpResponse.json(
        { message: '3 products use "Black". Change or delete them first, then delete "Black".' },
        { status: 409 },
      )
    }),
  )
  return writes
}

const server = setupTestServer()

function renderSettings() {
  return renderApp('/admin/catalog-settings', {
    routes: [{ path: '/admin/catalog-settings', element: <CatalogSettings /> }],
  })
}

const section = (name: string) => screen.getByRole('region', { name })
/** The entries of a list in the order shown, read from their Rename buttons. */
const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('button', { name: /^Rename / })
    .map((button) => button.getAttribute('aria-label')?.replace('Rename ', ''))

test('shows the four lists, colours with their swatch hex', async () => {
  serveVocabulary()
  renderSettings()

  expect(await screen.findByRole('region', { name: 'Categories' })).toBeInTheDocument()
  for (const title of ['Genders', 'Sizes', 'Colours']) {
    expect(section(title)).toBeInTheDocument()
  }
  expect(names('Sizes')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'])
  expect(within(section('Colours')).getByText('#1f2c4c')).toBeInTheDocument()
}, 20_000)

test('a size moves down with its button and the new order is sent', async () => {
  const writes = serveVocabulary()
  const { user } = renderSettings()

  await user.click(await screen.findByRole('button', { name: 'Move XS down' }))

  await expect.poll(() => names('Sizes')).toEqual(['S', 'XS', 'M', 'L', 'XL', 'XXL'])
  expect(writes).toEqual([
    {
      method: 'PUT',
      url: '/api/admin/vocabulary/sizes/order',
      body: { names: ['S', 'XS', 'M', 'L', 'XL', 'XXL'] },
    },
  ])
  expect(screen.getByRole('button', { name: 'Move S up' })).toBeDisabled()
}, 20_000)

test('a colour is added with a name and a hex typed in capitals', async () => {
  const writes = serveVocabulary()
  const { user } = renderSettings()
  const colours = within(await screen.findByRole('region', { name: 'Colours' }))

  await user.type(colours.getByLabelText('New colour'), 'Sunset Orange')
  await user.clear(colours.getByLabelText('Hex code'))
  await user.type(colours.getByLabelText('Hex code'), '#FF8C42')
  await user.click(colours.getByRole('button', { name: 'Add colour' }))

  await expect.poll(() => names('Colours').at(-1)).toBe('Sunset Orange')
  expect(colours.getByText('#ff8c42')).toBeInTheDocument()
  expect(writes[0]).toEqual({
    method: 'POST',
    url: '/api/admin/vocabulary/colors',
    body: { name: 'Sunset Orange', hex: '#ff8c42' },
  })
  expect(colours.getByLabelText('New colour')).toHaveValue('')
}, 20_000)

test('a bad hex is refused before anything is sent', async () => {
  const writes = serveVocabulary()
  const { user } = renderSettings()
  const colours = within(await screen.findByRole('region', { name: 'Colours' }))

  await user.type(colours.getByLabelText('New colour'), 'Gold')
  await user.clear(colours.getByLabelText('Hex code'))
  await user.type(colours.getByLabelText('Hex code'), 'gold')
  await user.click(colours.getByRole('button', { name: 'Add colour' }))

  expect(colours.getByRole('alert')).toHaveTextContent('Colour must be a hex code like #1f2c4c.')
  expect(writes).toEqual([])
}, 20_000)

test('a category is renamed in place', async () => {
  const writes = serveVocabulary()
  const { user } = renderSettings()

  await user.click(await screen.findByRole('button', { name: 'Rename Top Wear' }))
  const form = screen.getByRole('form', { name: 'Rename Top Wear' })
  await user.clear(within(form).getByLabelText('New name'))
  await user.type(within(form).getByLabelText('New name'), 'Tops')
  await user.click(within(form).getByRole('button', { name: 'Save' }))

  await expect.poll(() => names('Categories')[0]).toBe('Tops')
  expect(writes).toEqual([
    { method: 'PATCH', url: '/api/admin/vocabulary/categories/Top%20Wear', body: { name: 'Tops' } },
  ])
  expect(screen.queryByRole('form', { name: 'Rename Top Wear' })).not.toBeInTheDocument()
}, 20_000)

test('deleting a colour products use shows the server’s count and keeps it', async () => {
  serveVocabulary()
  const { user } = renderSettings()

  await user.click(await screen.findByRole('button', { name: 'Delete Black' }))

  expect(
    await within(section('Colours')).findByText(
      '3 products use "Black". Change or delete them first, then delete "Black".',
    ),
  ).toBeInTheDocument()
  expect(names('Colours')[0]).toBe('Black')
}, 20_000)
