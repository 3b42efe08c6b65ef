import { TAX_RATE_DUPLICATE_MESSAGE, TAX_RATE_MESSAGE, type TaxRate } from '@shop/shared/tax'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { TaxRatesForm } from './tax-rates-form'

let stored: TaxRate[] = []
let saved: unknown[] = []
const server = setupTestServer(
  http.get('*/api/admin/tax-rates', () => HttpResponse.json(stored)),
  // The server stores match keys: "usa" / "Texas" come back as US / TX.
  http.put('*/api/admin/tax-rates', async ({ request }) => {
    const body = (await request.json()) as { country: string; state: string | null; rate: number }[]
    saved.push(body)
    stored = body.map((row) => ({
      country: row.country === 'usa' ? 'US' : row.country,
      state: row.state === 'Texas' ? 'TX' : row.state,
      rate: row.rate,
    }))
    return HttpResponse.json(stored)
  }),
)
beforeEach(() => {
  stored = [
    { country: 'US', state: 'CA', rate: 7.25 },
    { country: 'US', state: 'NY', rate: 4 },
  ]
  saved = []
})

async function renderForm() {
  const rendered = renderWithProviders(<TaxRatesForm />, {
    route: '/admin/tax',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  const form = await screen.findByRole('form', { name: 'Tax rates' })
  const field = (label: 'Country' | 'State' | 'Rate', row: number) =>
    within(form).getByRole('textbox', { name: `${label}, row ${String(row)}` })
  return { ...rendered, form, field }
}

test('the stored rates show as rows, with the rule of states and what is taxed', async () => {
  const { form, field } = await renderForm()

  expect(field('Country', 1)).toHaveValue('US')
  expect(field('State', 1)).toHaveValue('CA')
  expect(field('Rate', 1)).toHaveValue('7.25')
  expect(field('State', 2)).toHaveValue('NY')
  expect(form).toHaveTextContent('A state row beats the country row')
  expect(form).toHaveTextContent('Tax is charged on the discounted subtotal plus shipping')
})

test('adding, changing and removing rows, then Save sends the whole list and shows what was stored', async () => {
  const { user, form, field } = await renderForm()

  await user.click(within(form).getByRole('button', { name: 'Remove row 2' }))
  await user.clear(field('Rate', 1))
  await user.type(field('Rate', 1), '7.5')
  await user.click(within(form).getByRole('button', { name: 'Add Row' }))
  expect(field('Country', 2)).toHaveFocus()
  await user.type(field('Country', 2), 'usa')
  await user.type(field('State', 2), 'Texas')
  await user.type(field('Rate', 2), '6.25')
  await user.click(within(form).getByRole('button', { name: 'Add Row' }))
  await user.type(field('Country', 3), 'Germany')
  await user.type(field('Rate', 3), '19')
  await user.click(within(form).getByRole('button', { name: 'Save Tax Rates' }))

  expect(await within(form).findByRole('status')).toHaveTextContent('Tax rates saved.')
  expect(saved).toEqual([
    [
      { country: 'US', state: 'CA', rate: 7.5 },
      { country: 'usa', state: 'Texas', rate: 6.25 },
      { country: 'Germany', state: null, rate: 19 },
    ],
  ])
  expect(field('Country', 2)).toHaveValue('US')
  expect(field('State', 2)).toHaveValue('TX')
  expect(field('State', 3)).toHaveValue('')
})

test('a rate the schema refuses is shown on its row and nothing is sent', async () => {
  const { user, form, field } = await renderForm()

  await user.clear(field('Rate', 2))
  await user.type(field('Rate', 2), '101')
  await user.click(within(form).getByRole('button', { name: 'Save Tax Rates' }))

  expect(field('Rate', 2)).toHaveAccessibleDescription(TAX_RATE_MESSAGE)
  expect(field('Rate', 2)).toBeInvalid()
  expect(field('Rate', 1)).toBeValid()
  expect(saved).toEqual([])
})

test('a list the server refuses is shown under Save in its words and the rows stay as typed', async () => {
  server.use(
    http.put('*/api/admin/tax-rates', () =>
      HttpResponse.json({ message: 'Unknown US state: "Narnia".' }, { status: 400 }),
    ),
  )
  const { user, form, field } = await renderForm()

  await user.clear(field('State', 2))
  await user.type(field('State', 2), 'Narnia')
  await user.click(within(form).getByRole('button', { name: 'Save Tax Rates' }))

  expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown US state: "Narnia".')
  expect(field('State', 2)).toHaveValue('Narnia')
})

test('two rows for one place get the server’s duplicate message', async () => {
  server.use(
    http.put('*/api/admin/tax-rates', () =>
      HttpResponse.json({ message: TAX_RATE_DUPLICATE_MESSAGE }, { status: 400 }),
    ),
  )
  const { user, form, field } = await renderForm()

  await user.click(within(form).getByRole('button', { name: 'Add Row' }))
  await user.type(field('Country', 3), 'United States')
  await user.type(field('State', 3), 'California')
  await user.type(field('Rate', 3), '8')
  await user.click(within(form).getByRole('button', { name: 'Save Tax Rates' }))

  expect(await within(form).findByRole('alert')).toHaveTextContent(TAX_RATE_DUPLICATE_MESSAGE)
})

test('removing every row and saving leaves the shop without tax', async () => {
  const { user, form } = await renderForm()

  await user.click(within(form).getByRole('button', { name: 'Remove row 2' }))
  await user.click(within(form).getByRole('button', { name: 'Remove row 1' }))
  expect(form).toHaveTextContent('No tax rates: no address pays tax.')
  await user.click(within(form).getByRole('button', { name: 'Save Tax Rates' }))

  expect(await within(form).findByRole('status')).toHaveTextContent('Tax rates saved.')
  expect(saved).toEqual([[]])
})
