import { SETUP_STEPS, type SetupChecklist as Checklist } from '@shop/shared/setup-checklist'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { SetupChecklist } from './setup-checklist'

const server = setupTestServer()

const checklist = (done: readonly string[]): Checklist => ({
  steps: SETUP_STEPS.map((step) => ({ step, isDone: done.includes(step) })),
})

test('the open steps say what to do and where; the done ones are ticked', async () => {
  server.use(
    http.get('*/api/admin/setup-checklist', () =>
      HttpResponse.json(checklist(['first-product', 'test-order'])),
    ),
  )
  renderWithProviders(<SetupChecklist />)

  const panel = await screen.findByRole('region', { name: 'Set up your shop' })
  expect(within(panel).getByText('2 of 6 done')).toBeInTheDocument()
  const doneStep = within(panel).getByText(
    (_content, element) =>
      element?.tagName === 'P' && element.textContent === 'Add your first product (done)',
  )
  expect(doneStep).toHaveClass('line-through')
  expect(within(panel).getByRole('link', { name: 'Open Store settings' })).toHaveAttribute(
    'href',
    '/admin/settings',
  )
  expect(within(panel).getByRole('link', { name: 'Open Shipping' })).toHaveAttribute(
    'href',
    '/admin/shipping',
  )
  expect(within(panel).getByText(/Set SMTP_URL/)).toBeInTheDocument()
  expect(within(panel).queryByRole('link', { name: 'Add a product' })).not.toBeInTheDocument()
})

test('a shop with every step done shows no checklist', async () => {
  let asked = false
  server.use(
    http.get('*/api/admin/setup-checklist', () => {
      asked = true
      return HttpResponse.json(checklist(SETUP_STEPS))
    }),
  )
  renderWithProviders(<SetupChecklist />)
  await expect.poll(() => asked).toBe(true)
  expect(screen.queryByRole('region', { name: 'Set up your shop' })).not.toBeInTheDocument()
})
