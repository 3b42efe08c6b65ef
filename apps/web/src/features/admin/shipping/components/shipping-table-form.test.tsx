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

test('the search says politely how many countries match, and a picked one leaves the focus in it', async () => {
  const { user, form } = await renderForm()
  await user.click(within(form).getByRole('button', { name: 'Add zone' }))
  const zone = within(form).getByRole('group', { name: 'Shipping zone 2' })
  const search = within(zone).getByRole('searchbox', { name: 'Countries' })
  // role="status": a polite live region, in the page before anything is typed.
  const matches = within(zone).getByRole('status')
  expect(matches).toBeEmptyDOMElement()

  await user.type(search, 'united')
  expect(matches).toHaveTextContent('5 countries match.')
  await user.clear(search)
  await user.type(search, 'land')
  expect(matches).toHaveTextContent('28 countries match; the first 8 are listed.')
  await user.clear(search)
  await user.type(search, 'zzz')
  expect(matches).toHaveTextContent('No country matches “zzz”.')
  await user.clear(search)
  await user.type(search, 'germ')
  expect(matches).toHaveTextContent('1 country matches.')

  await user.click(within(zone).getByRole('button', { name: 'Add Germany DE' }))
  expect(search).toHaveFocus()
  expect(search).toHaveValue('')
  expect(matches).toBeEmptyDOMElement()
  expect(within(zone).getByRole('list', { name: 'Countries of zone 2' })).toHaveTextContent(
    'Germany',
  )
})

test('removing a country moves the focus to the next one’s Remove button, after the last to the search', async () => {
  const { user, form } = await renderForm()
  await user.click(within(form).getByRole('button', { name: 'Add zone' }))
  const zone = within(form).getByRole('group', { name: 'Shipping zone 2' })
  const search = within(zone).getByRole('searchbox', { name: 'Countries' })
  await user.type(search, 'DE{Enter}FR{Enter}ES{Enter}')
  const remove = (country: string) =>
    within(zone).getByRole('button', { name: `Remove ${country}` })

  await user.click(remove('Germany'))
  expect(remove('France')).toHaveFocus()
  await user.click(remove('Spain'))
  expect(search).toHaveFocus()
  await user.click(remove('France'))
  expect(search).toHaveFocus()
  expect(within(zone).queryByRole('list', { name: 'Countries of zone 2' })).not.toBeInTheDocument()
})

test('a rate’s error is its field’s description, and a zone left without rates says so on Add rate', async () => {
  const { user, form } = await renderForm()
  const zone = within(form).getByRole('group', { name: 'Shipping zone 1' })
  const cost = within(zone).getByRole('textbox', { name: 'Cost ($), rate 1 of United States' })
  await user.clear(cost)
  await user.type(cost, 'abc')
  await user.click(within(form).getByRole('button', { name: 'Save Shipping Table' }))

  expect(cost).toBeInvalid()
  expect(cost).toHaveAccessibleDescription('A rate’s cost is an amount in dollars.')
  expect(within(zone).getByRole('textbox', { name: 'Label, rate 1 of United States' })).toBeValid()

  await user.click(within(zone).getByRole('button', { name: 'Remove rate 1 of United States' }))
  await user.click(within(form).getByRole('button', { name: 'Save Shipping Table' }))

  expect(within(zone).getByRole('button', { name: 'Add rate' })).toHaveAccessibleDescription(
    'A zone needs at least one rate.',
  )
  expect(saved).toEqual([])
})
