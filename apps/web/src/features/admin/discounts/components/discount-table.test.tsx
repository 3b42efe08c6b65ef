import {
  DISCOUNT_DELETED_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  type Discount,
} from '@shop/shared/discounts'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { makeDiscount } from '../discount.fixture'
import { DiscountTable } from './discount-table'

const welcome = makeDiscount({ usageLimit: 10, timesUsed: 3, perCustomerLimit: 1 })
const fiveOff = makeDiscount({
  _id: '6e2f3a4b-5c6d-4e7f-8091-a2b3c4d5e6f7',
  code: 'FIVEOFF',
  type: 'fixed',
  value: 5,
  minSubtotal: 50,
  timesUsed: 3,
  startsAt: '2099-03-01T12:00:00.000Z',
  endsAt: '2099-03-31T12:00:00.000Z',
})
const shipFree = makeDiscount({
  _id: '7f3a4b5c-6d7e-4f80-91a2-b3c4d5e6f7a8',
  code: 'SHIPFREE',
  type: 'free_shipping',
  value: 0,
  active: false,
  endsAt: '2020-01-31T12:00:00.000Z',
})

let discounts: Discount[] = []
const server = setupTestServer(
  http.get('*/api/admin/discounts', () => HttpResponse.json(discounts)),
)
beforeEach(() => {
  discounts = [welcome, fiveOff, shipFree]
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function renderTable(onEdit: (discount: Discount) => void = () => undefined) {
  return renderWithProviders(
    <>
      <DiscountTable onEdit={onEdit} />
      <Toaster />
    </>,
    { route: '/admin/discounts', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
}

const rowOf = async (code: string) => {
  const cell = await screen.findByRole('cell', { name: code })
  const row = cell.closest('tr')
  if (!row) throw new Error(`No row for ${code}`)
  return row
}

test('each code shows what it takes off, its minimum, dates, uses and whether it is on', async () => {
  renderTable()

  const welcomeRow = await rowOf('WELCOME10')
  expect(welcomeRow).toHaveTextContent('10 %')
  expect(welcomeRow).toHaveTextContent('None')
  expect(welcomeRow).toHaveTextContent('Always')
  expect(welcomeRow).toHaveTextContent('3 / 10')
  expect(welcomeRow).toHaveTextContent('1 per customer')
  expect(welcomeRow).toHaveTextContent(/Added:\s*Mar 20, 2026/)
  expect(within(welcomeRow).getByRole('switch', { name: 'WELCOME10 active' })).toBeChecked()

  const fiveOffRow = await rowOf('FIVEOFF')
  expect(fiveOffRow).toHaveTextContent('$5.00 off')
  expect(fiveOffRow).toHaveTextContent('$50.00')
  expect(fiveOffRow).toHaveTextContent('Mar 1, 2099 – Mar 31, 2099')
  expect(fiveOffRow).toHaveTextContent('Scheduled')
  // No usage limit: the uses alone.
  expect(within(fiveOffRow).getAllByRole('cell')[4]).toHaveTextContent(/^Uses:\s*3$/)

  const shipRow = await rowOf('SHIPFREE')
  expect(shipRow).toHaveTextContent('Free shipping')
  expect(shipRow).toHaveTextContent('Until Jan 31, 2020')
  expect(shipRow).toHaveTextContent('Expired')
  expect(within(shipRow).getByRole('switch', { name: 'SHIPFREE active' })).not.toBeChecked()
})

test('the switch turns a code off and keeps every other setting', async () => {
  let received: unknown
  server.use(
    http.put(`*/api/admin/discounts/${welcome._id}`, async ({ request }) => {
      received = await request.json()
      // As the server would: the list asked again after the change shows it too.
      discounts = discounts.map((listed) =>
        listed._id === welcome._id ? { ...listed, active: false } : listed,
      )
      return HttpResponse.json({ ...welcome, active: false })
    }),
  )
  const { user } = renderTable()
  const toggle = within(await rowOf('WELCOME10')).getByRole('switch')

  await user.click(toggle)

  expect(await screen.findByText('WELCOME10 is switched off.')).toBeInTheDocument()
  // The toast may paint a moment before the list takes the saved code.
  await waitFor(() => {
    expect(toggle).not.toBeChecked()
  })
  expect(received).toEqual({
    code: 'WELCOME10',
    type: 'percent',
    value: 10,
    minSubtotal: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: 10,
    perCustomerLimit: 1,
    active: false,
  })
})

test('Edit hands the code to the form', async () => {
  const onEdit = vi.fn()
  const { user } = renderTable(onEdit)

  await user.click(within(await rowOf('FIVEOFF')).getByRole('button', { name: 'Edit FIVEOFF' }))

  expect(onEdit).toHaveBeenCalledWith(fiveOff)
})

test('delete asks first, then removes the code and shows the server’s message', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
  let deleted = ''
  server.use(
    http.delete('*/api/admin/discounts/:id', ({ params }) => {
      deleted = String(params.id)
      discounts = discounts.filter((listed) => listed._id !== params.id)
      return HttpResponse.json({ message: DISCOUNT_DELETED_MESSAGE })
    }),
  )
  const { user } = renderTable()

  await user.click(within(await rowOf('FIVEOFF')).getByRole('button', { name: 'Delete FIVEOFF' }))

  expect(confirm).toHaveBeenCalledWith(
    'Delete the code FIVEOFF? Orders that used it keep their discount.',
  )
  expect(await screen.findByText(DISCOUNT_DELETED_MESSAGE)).toBeInTheDocument()
  expect(deleted).toBe(fiveOff._id)
  await expect.poll(() => screen.queryByRole('cell', { name: 'FIVEOFF' })).toBeNull()
  expect(screen.getByRole('cell', { name: 'WELCOME10' })).toBeInTheDocument()
})

test('a delete that is not confirmed sends nothing', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(false)
  let calls = 0
  server.use(
    http.delete('*/api/admin/discounts/:id', () => {
      calls += 1
      return HttpResponse.json({ message: DISCOUNT_DELETED_MESSAGE })
    }),
  )
  const { user } = renderTable()

  await user.click(within(await rowOf('FIVEOFF')).getByRole('button', { name: 'Delete FIVEOFF' }))

  expect(calls).toBe(0)
  expect(screen.getByRole('cell', { name: 'FIVEOFF' })).toBeInTheDocument()
})

test('a delete the server refuses is shown above the list in its words', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  server.use(
    http.delete('*/api/admin/discounts/:id', () =>
      HttpResponse.json({ message: DISCOUNT_NOT_FOUND_MESSAGE }, { status: 404 }),
    ),
  )
  const { user } = renderTable()

  await user.click(within(await rowOf('FIVEOFF')).getByRole('button', { name: 'Delete FIVEOFF' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(DISCOUNT_NOT_FOUND_MESSAGE)
})

test('a shop without codes says so', async () => {
  discounts = []
  renderTable()

  expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument()
})

test('search, the on/off filter and the Uses sort are sent to the server and kept in the address', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/discounts', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const found = params.get('search') ? [welcome] : discounts
      return HttpResponse.json(found, { headers: { 'X-Total-Count': String(found.length) } })
    }),
  )
  const { user, router } = renderTable()
  expect(await screen.findByText('3 codes')).toBeInTheDocument()

  await user.selectOptions(screen.getByRole('combobox', { name: 'Active' }), 'On')
  await user.click(screen.getByRole('button', { name: 'Uses' }))
  await user.click(screen.getByRole('searchbox', { name: 'Search codes' }))
  await user.paste('welc')

  expect(await screen.findByText('1 code')).toBeInTheDocument()
  expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
    page: '1',
    limit: '25',
    sort: '-timesUsed',
    search: 'welc',
    active: 'true',
  })
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
    sort: '-timesUsed',
    search: 'welc',
    active: 'true',
  })
  expect(screen.getByRole('columnheader', { name: /Uses/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
})

test('the Added header shows the newest first and turns to the oldest on a click', async () => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/admin/discounts', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(discounts)
    }),
  )
  const { user } = renderTable()
  await rowOf('WELCOME10')
  const header = screen.getByRole('columnheader', { name: /Added/ })
  expect(header).toHaveAttribute('aria-sort', 'descending')

  await user.click(within(header).getByRole('button', { name: 'Added' }))

  await expect.poll(() => asked.at(-1)?.get('sort')).toBe('createdAt')
  expect(header).toHaveAttribute('aria-sort', 'ascending')
})

test('a search that matches no code says so and keeps the search box', async () => {
  server.use(
    http.get('*/api/admin/discounts', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    ),
  )
  renderWithProviders(<DiscountTable onEdit={() => undefined} />, {
    route: '/admin/discounts?search=ZZZ',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })

  expect(await screen.findByText('No codes match.')).toBeInTheDocument()
  expect(screen.getByRole('searchbox', { name: 'Search codes' })).toHaveValue('ZZZ')
})
