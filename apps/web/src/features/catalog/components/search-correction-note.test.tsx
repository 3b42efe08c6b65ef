import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { SearchCorrectionNote } from './search-correction-note'

const server = setupTestServer()

const card = {
  _id: 'p-1',
  name: 'Slim Taper Jeans',
  price: 64.5,
  images: [],
  colors: ['Indigo'],
  sizes: ['M'],
}

test('a search the server corrected says which search the results are for', async () => {
  server.use(
    http.get('/api/products', () =>
      HttpResponse.json([card], {
        headers: { 'X-Total-Count': '1', 'X-Search-Corrected': 'slim%20jeans' },
      }),
    ),
  )
  renderWithProviders(<SearchCorrectionNote query={{ search: 'slim jeens' }} />)
  expect(await screen.findByText('Showing results for "slim jeans"')).toBeVisible()
})

test('a search that matched as typed says nothing more', async () => {
  let answered = false
  server.use(
    http.get('/api/products', () => {
      answered = true
      return HttpResponse.json([card], { headers: { 'X-Total-Count': '1' } })
    }),
  )
  renderWithProviders(<SearchCorrectionNote query={{ search: 'jeans' }} />)
  await expect.poll(() => answered).toBe(true)
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument()
})
