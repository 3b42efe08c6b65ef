import type { ShippingTableAnswer } from '@shop/shared/shipping-table'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { ShippingTableForm } from './shipping-table-form'

const STORED: ShippingTableAnswer = {
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      rates: [{ id: 'standard', label: 'Standard', cost: 5.99, estimatedDays: 5, freeOver: 100 }],
    },
  ],
}

let saved: unknown[] = []
const server = setupTestServer(
  http.get('*/api/admin/shipping', () => HttpResponse.json(STORED)),
  http.put('*/api/admin/shipping', async ({ request }) => {
    const body = (await request.json()) as ShippingTableAnswer
    saved.push(body)
    return HttpResponse.json(body)
  }),
)
beforeEach(() => {
  saved = []
  toast.dismiss()
})

async function renderForm() {
  const rendered = renderWithProviders(
    <>
      <ShippingTableForm />
      <Toaster />
    </>,
    { route: '/admin/shipping', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
  const form = await screen.findByRole('form', { name: 'Shipping table' })
  return { ...rendered, form }
}

test('a zone is added with countries found by name and a rate, and Save sends the whole table', async () => {
  const { user, form } = await renderForm()

  await user.click(within(form).getByRole('button', { name: 'Add zone' }))
  const name = within(form).getAllByRole('textbox', { name: 'Zone name' })[1]
  expect(name).toHaveFocus()
  await user.type(name as HTMLElement, 'Europe')
  const searches = within(form).getAllByRole('searchbox', { name: 'Countries' })
  await user.type(searches[1] as HTMLElement, 'germ')
  await user.click(within(form).getByRole('button', { name: 'Add Germany DE' }))
  // Enter adds the first match instead of sending the form.
  await user.type(searches[1] as HTMLElement, 'FR{Enter}')
  expect(within(form).getByRole('list', { name: 'Countries of Europe' })).toHaveTextContent(
    /Germany.*France/,
  )
  const rate = (label: string) =>
    within(form).getByRole('textbox', { name: `${label}, rate 1 of Europe` })
  await user.type(rate('Rate id'), 'eu')
  await user.type(rate('Label'), 'Europe Standard')
  await user.type(rate('Cost ($)'), '9.5')
  await user.click(within(form).getByRole('button', { name: 'Save Shipping Table' }))

  expect(await screen.findByText('Shipping table saved.')).toBeInTheDocument()
  expect(saved).toEqual([
    {
      zones: [
        STORED.zones[0],
        {
          name: 'Europe',
          countries: ['DE', 'FR'],
          rates: [{ id: 'eu', label: 'Europe Standard', cost: 9.5 }],
        },
      ],
    },
  ])
})

test('a country another zone has cannot be added twice, and the server’s refusal is toasted', async () => {
  server.use(
    http.put('*/api/admin/shipping', () =>
      HttpResponse.json({ message: 'A zone lists at most 300 countries.' }, { status: 400 }),
    ),
  )
  const { user, form } = await renderForm()
  await user.click(within(form).getByRole('button', { name: 'Add zone' }))
  const search = within(form).getAllByRole('searchbox', { name: 'Countries' })[1]
  await user.type(search as HTMLElement, 'United States')
  expect(within(form).getByRole('button', { name: /Add United States US/ })).toBeDisabled()

  await user.click(within(form).getByRole('button', { name: 'Remove zone 2' }))
  await user.click(within(form).getByRole('button', { name: 'Save Shipping Table' }))
  expect(await screen.findByText('A zone lists at most 300 countries.')).toBeInTheDocument()
})
