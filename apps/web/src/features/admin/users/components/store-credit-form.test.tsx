import type { AdminUser } from '@shop/shared/admin'
import {
  STORE_CREDIT_AMOUNT_MESSAGE,
  STORE_CREDIT_REASON_MESSAGE,
  storeCreditBelowZeroMessage,
  type AdjustStoreCreditBody,
  type StoreCredit,
} from '@shop/shared/store-credit'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, makeAdminUser, signedInAdmin } from '../../admin.fixture'
import { UserTable } from './user-table'

const casey = makeAdminUser({ storeCredit: 12.5 })
const CREDIT_URL = `*/api/admin/users/${casey._id}/store-credit`

let credit: StoreCredit
let users: AdminUser[] = []
const sent: AdjustStoreCreditBody[] = []

/** The server as the drawer meets it: a balance that changes with each grant or removal. */
setupTestServer(
  http.get('*/api/admin/users', () => HttpResponse.json(users)),
  http.get(CREDIT_URL, () => HttpResponse.json(credit)),
  http.post(CREDIT_URL, async ({ request }) => {
    const body = (await request.json()) as AdjustStoreCreditBody
    sent.push(body)
    const balance = Math.round((credit.balance + body.amount) * 100) / 100
    if (balance < 0) {
      return HttpResponse.json(
        { message: storeCreditBelowZeroMessage(Math.round(credit.balance * 100)) },
        { status: 409 },
      )
    }
    credit = {
      balance,
      entries: [
        { amount: body.amount, reason: body.reason, createdAt: '2026-03-28T10:00:00.000Z' },
        ...credit.entries,
      ],
    }
    users = [{ ...casey, storeCredit: balance }]
    return HttpResponse.json(credit)
  }),
)

beforeEach(() => {
  sent.length = 0
  users = [casey]
  credit = {
    balance: 12.5,
    entries: [{ amount: 12.5, reason: 'Late parcel', createdAt: '2026-03-20T10:00:00.000Z' }],
  }
})

async function openDrawer() {
  const rendered = renderWithProviders(<UserTable />, {
    route: '/admin/users',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Store credit of Casey Tester: $12.50' }),
  )
  const drawer = screen.getByRole('dialog', { name: 'Store Credit' })
  const form = within(drawer).getByRole('form', { name: 'Change store credit' })
  return { ...rendered, drawer, form }
}

test('the list shows each account’s store credit, and its drawer the balance and history', async () => {
  const { drawer } = await openDrawer()
  expect(within(drawer).getByText('Store credit: $12.50')).toBeInTheDocument()
  expect(await within(drawer).findByText('Late parcel')).toBeInTheDocument()
  expect(within(drawer).getByText('+$12.50')).toBeInTheDocument()
})

test('adding credit sends the amount and reason and shows the new balance', async () => {
  const { user, drawer, form } = await openDrawer()
  await user.type(within(form).getByLabelText('Amount'), '5')
  await user.type(within(form).getByLabelText('Reason'), 'Goodwill')
  await user.click(within(form).getByRole('button', { name: 'Add credit' }))

  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Added $5.00. New balance: $17.50.',
  )
  expect(sent).toEqual([{ amount: 5, reason: 'Goodwill' }])
  expect(within(form).getByLabelText('Amount')).toHaveValue('')
  expect(await within(drawer).findByText('Store credit: $17.50')).toBeInTheDocument()
  expect(within(drawer).getByText('Goodwill')).toBeInTheDocument()
})

test('removing credit sends a negative amount; more than the balance shows the server’s refusal', async () => {
  const { user, form } = await openDrawer()
  await user.type(within(form).getByLabelText('Amount'), '2.50')
  await user.type(within(form).getByLabelText('Reason'), 'Typo')
  await user.click(within(form).getByRole('button', { name: 'Remove credit' }))
  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Removed $2.50. New balance: $10.00.',
  )

  await user.type(within(form).getByLabelText('Amount'), '50')
  await user.type(within(form).getByLabelText('Reason'), 'Too much')
  await user.click(within(form).getByRole('button', { name: 'Remove credit' }))
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    storeCreditBelowZeroMessage(1000),
  )
  expect(sent).toEqual([
    { amount: -2.5, reason: 'Typo' },
    { amount: -50, reason: 'Too much' },
  ])
})

test('an amount that is not one, or no reason, is refused before anything is sent', async () => {
  const { user, form } = await openDrawer()
  await user.type(within(form).getByLabelText('Amount'), 'ten')
  await user.click(within(form).getByRole('button', { name: 'Add credit' }))

  expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(
    STORE_CREDIT_AMOUNT_MESSAGE,
  )
  expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
    STORE_CREDIT_REASON_MESSAGE,
  )
  await user.clear(within(form).getByLabelText('Amount'))
  await user.type(within(form).getByLabelText('Amount'), '0')
  await user.type(within(form).getByLabelText('Reason'), 'Nothing')
  await user.click(within(form).getByRole('button', { name: 'Remove credit' }))
  expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(
    STORE_CREDIT_AMOUNT_MESSAGE,
  )
  expect(sent).toEqual([])
})
