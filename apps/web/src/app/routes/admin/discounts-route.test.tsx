import {
  DISCOUNT_CODE_TAKEN_MESSAGE,
  DISCOUNT_PERCENT_MESSAGE,
  discountLimitBelowUsesMessage,
  type Discount,
} from '@shop/shared/discounts'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import { makeDiscount } from '../../../features/admin/discounts/discount.fixture'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { DiscountsRoute } from './discounts-route'

const welcome = makeDiscount({ usageLimit: 10, timesUsed: 3 })

let discounts: Discount[] = []
let posted: unknown[] = []
const server = setupTestServer(
  http.get('*/api/admin/discounts', () => HttpResponse.json(discounts)),
  // The server's answer to a good code: stored with its uses at 0, listed first.
  http.post('*/api/admin/discounts', async ({ request }) => {
    const body = (await request.json()) as Omit<Discount, '_id' | 'timesUsed'>
    posted.push(body)
    const created = makeDiscount({ ...body, _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' })
    discounts = [created, ...discounts]
    return HttpResponse.json(created, { status: 201 })
  }),
)
beforeEach(() => {
  discounts = [welcome]
  posted = []
  toast.dismiss()
})

function renderPage() {
  return renderWithProviders(
    <>
      <DiscountsRoute />
      <Toaster />
    </>,
    { route: '/admin/discounts', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
}

async function openNewCodeForm() {
  const rendered = renderPage()
  await screen.findByRole('cell', { name: 'WELCOME10' })
  await rendered.user.click(screen.getByRole('button', { name: '+ New Code' }))
  const dialog = screen.getByRole('dialog', { name: 'New Discount Code' })
  return { ...rendered, form: within(dialog).getByRole('form', { name: 'New discount code' }) }
}

test('creating a code sends it, closes the form and lists it first', async () => {
  const { user, form } = await openNewCodeForm()

  await user.type(within(form).getByLabelText('Code'), 'SPRING25')
  await user.type(within(form).getByLabelText('Percent off (%)'), '25')
  await user.type(within(form).getByLabelText('Minimum subtotal ($)'), '40')
  await user.type(within(form).getByLabelText('Usage limit'), '100')
  await user.click(within(form).getByRole('button', { name: 'Add Code' }))

  expect(await screen.findByText('SPRING25 was added.')).toBeInTheDocument()
  expect(posted).toEqual([
    {
      code: 'SPRING25',
      type: 'percent',
      value: 25,
      minSubtotal: 40,
      startsAt: null,
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: null,
      active: true,
    },
  ])
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const row = (await screen.findByRole('cell', { name: 'SPRING25' })).closest('tr')
  expect(row).toHaveTextContent('25 %')
  expect(row).toHaveTextContent('0 / 100')
  const codes = screen.getAllByRole('row').slice(1)
  expect(codes[0]).toHaveTextContent('SPRING25')
})

test('a free-shipping code with dates asks for no value and sends the dates as instants', async () => {
  const { user, form } = await openNewCodeForm()

  await user.type(within(form).getByLabelText('Code'), 'SHIPFREE')
  await user.selectOptions(within(form).getByLabelText('Type'), 'Free shipping')
  expect(within(form).queryByLabelText(/off \(/)).not.toBeInTheDocument()
  await user.type(within(form).getByLabelText('Starts'), '2099-06-01T09:00')
  await user.type(within(form).getByLabelText('Ends'), '2099-06-30T18:00')
  await user.click(within(form).getByRole('checkbox', { name: /Active/ }))
  await user.click(within(form).getByRole('button', { name: 'Add Code' }))

  expect(await screen.findByText('SHIPFREE was added.')).toBeInTheDocument()
  expect(posted[0]).toMatchObject({
    code: 'SHIPFREE',
    type: 'free_shipping',
    value: 0,
    startsAt: new Date('2099-06-01T09:00').toISOString(),
    endsAt: new Date('2099-06-30T18:00').toISOString(),
    active: false,
  })
})

test('a code the server refuses stays in the form with the server’s words', async () => {
  server.use(
    http.post('*/api/admin/discounts', () =>
      HttpResponse.json({ message: DISCOUNT_CODE_TAKEN_MESSAGE }, { status: 409 }),
    ),
  )
  const { user, form } = await openNewCodeForm()

  await user.type(within(form).getByLabelText('Code'), 'welcome10')
  await user.type(within(form).getByLabelText('Percent off (%)'), '10')
  await user.click(within(form).getByRole('button', { name: 'Add Code' }))

  expect(await within(form).findByRole('alert')).toHaveTextContent(DISCOUNT_CODE_TAKEN_MESSAGE)
  expect(screen.getByRole('dialog', { name: 'New Discount Code' })).toBeInTheDocument()
  expect(within(form).getByLabelText('Code')).toHaveValue('welcome10')
})

test('the form says what a field needs before anything is sent', async () => {
  const { user, form } = await openNewCodeForm()

  await user.type(within(form).getByLabelText('Code'), 'BIG')
  await user.type(within(form).getByLabelText('Percent off (%)'), '150')
  await user.click(within(form).getByRole('button', { name: 'Add Code' }))

  expect(within(form).getByLabelText('Percent off (%)')).toHaveAccessibleDescription(
    DISCOUNT_PERCENT_MESSAGE,
  )
  expect(within(form).getByLabelText('Percent off (%)')).toBeInvalid()
  expect(posted).toEqual([])
})

test('editing a code starts from its settings; a limit below its uses gets the server’s reason', async () => {
  let received: unknown
  server.use(
    http.put(`*/api/admin/discounts/${welcome._id}`, async ({ request }) => {
      received = await request.json()
      return HttpResponse.json({ message: discountLimitBelowUsesMessage(3) }, { status: 409 })
    }),
  )
  const { user } = renderPage()
  await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }))
  const form = within(screen.getByRole('dialog', { name: 'Edit WELCOME10' })).getByRole('form')

  expect(within(form).getByLabelText('Code')).toHaveValue('WELCOME10')
  expect(within(form).getByLabelText('Percent off (%)')).toHaveValue('10')
  expect(within(form).getByLabelText('Usage limit')).toHaveValue('10')
  await user.clear(within(form).getByLabelText('Usage limit'))
  await user.type(within(form).getByLabelText('Usage limit'), '2')
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }))

  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'This code has already been used 3 times, so its usage limit cannot be lower than that.',
  )
  expect(received).toMatchObject({ code: 'WELCOME10', usageLimit: 2 })
})

test('a saved edit shows in the list at once', async () => {
  server.use(
    http.put(`*/api/admin/discounts/${welcome._id}`, async ({ request }) => {
      const body = (await request.json()) as Partial<Discount>
      return HttpResponse.json({ ...welcome, ...body })
    }),
  )
  const { user } = renderPage()
  await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }))
  const form = within(screen.getByRole('dialog', { name: 'Edit WELCOME10' })).getByRole('form')

  await user.clear(within(form).getByLabelText('Percent off (%)'))
  await user.type(within(form).getByLabelText('Percent off (%)'), '15')
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }))

  expect(await screen.findByText('WELCOME10 was saved.')).toBeInTheDocument()
  expect((await screen.findByRole('cell', { name: 'WELCOME10' })).closest('tr')).toHaveTextContent(
    '15 %',
  )
})
