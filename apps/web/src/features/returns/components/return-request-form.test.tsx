import {
  RETURN_NO_ITEMS_MESSAGE,
  RETURN_REASONS,
  RETURN_REASON_LABELS,
} from '@shop/shared/returns-constants'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { emptyCartHandler } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import {
  RETURN_ORDER_ID,
  makeReturn,
  makeReturnableLine,
  makeReturnableOrder,
} from '../../../testing/return.fixture'
import { REASON_REQUIRED_MESSAGE } from '../return-choices'
import { ReturnRequestForm } from './return-request-form'

const server = setupTestServer(emptyCartHandler)

const answerReturnable = (body: object) => {
  server.use(http.get('/api/orders/:id/returnable', () => HttpResponse.json(body)))
}

/** Answers `POST /api/returns` and keeps the bodies it was sent. */
const answerCreate = (
  answer: () => Response = () => HttpResponse.json(makeReturn(), { status: 201 }),
) => {
  const bodies: unknown[] = []
  server.use(
    http.post('/api/returns', async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

const renderForm = () =>
  renderWithProviders(<ReturnRequestForm orderId={RETURN_ORDER_ID} />, {
    route: `/order/${RETURN_ORDER_ID}/return`,
  })

const pantsCheckbox = () =>
  screen.findByRole('checkbox', { name: 'Return Skate Cargo Pants (Size M, Olive)' })

test('a return of two units, too small, for store credit sends what was chosen and opens its slip', async () => {
  answerReturnable(makeReturnableOrder())
  const bodies = answerCreate()
  const { user, router } = renderForm()

  await user.click(await pantsCheckbox())
  await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2')
  const reason = screen.getByRole('combobox', { name: 'Reason' })
  // Fit first, in the shared order, after the prompt.
  expect(
    within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a reason', ...RETURN_REASONS.map((value) => RETURN_REASON_LABELS[value])])
  await user.selectOptions(reason, 'Too small')
  // Money back is the default; the faster way is said.
  expect(screen.getByRole('radio', { name: 'Store credit' })).toHaveAccessibleDescription(
    'The faster way: yours to spend as soon as we receive your parcel.',
  )
  expect(screen.getByRole('radio', { name: 'Refund to your original payment' })).toBeChecked()
  await user.click(screen.getByRole('radio', { name: 'Store credit' }))
  await user.type(screen.getByRole('textbox', { name: /Anything we should know/ }), 'Runs small')
  await user.click(screen.getByRole('button', { name: 'Confirm return' }))

  await expect.poll(() => router.state.location.pathname).toBe(`/returns/${makeReturn()._id}`)
  expect(bodies).toEqual([
    {
      orderId: RETURN_ORDER_ID,
      items: [{ orderItemId: makeReturnableLine().orderItemId, quantity: 2, reason: 'too_small' }],
      resolution: 'store_credit',
      note: 'Runs small',
    },
  ])
})

test('an exchange offers only sizes and colours in stock for the units, and asks no money question', async () => {
  answerReturnable(
    makeReturnableOrder({
      lines: [
        makeReturnableLine({
          exchangeOptions: [
            { size: 'L', color: 'Olive', countInStock: 3 },
            { size: 'S', color: 'Olive', countInStock: 1 },
            { size: 'XL', color: 'Olive', countInStock: 0 },
            { size: 'M', color: 'Black', countInStock: 5 },
          ],
        }),
      ],
    }),
  )
  const bodies = answerCreate()
  const { user } = renderForm()

  await user.click(await pantsCheckbox())
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Too large')
  await user.click(screen.getByRole('radio', { name: 'Exchange for another size or colour' }))
  const exchange = screen.getByRole('combobox', { name: 'Exchange for' })
  const offered = () =>
    within(exchange)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent)
  expect(offered()).toEqual(['Size L, Olive', 'Size S, Olive', 'Size M, Black'])
  // Two units: the one small pair left is no longer offered.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2')
  expect(offered()).toEqual(['Size L, Olive', 'Size M, Black'])
  await user.selectOptions(exchange, 'Size L, Olive')
  // Nothing goes back as money, so there is no refund-or-credit question.
  expect(screen.queryByRole('radio', { name: /Store credit/ })).not.toBeInTheDocument()
  expect(screen.getByText(/^2 items to exchange\./)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Confirm return' }))

  await expect.poll(() => bodies).toHaveLength(1)
  expect(bodies[0]).toMatchObject({
    items: [
      {
        orderItemId: makeReturnableLine().orderItemId,
        quantity: 2,
        reason: 'too_large',
        exchangeFor: { size: 'L', color: 'Olive' },
      },
    ],
  })
})

test('a line with no other variant in stock cannot be exchanged', async () => {
  answerReturnable(makeReturnableOrder())
  const { user } = renderForm()

  await user.click(
    await screen.findByRole('checkbox', { name: 'Return Retired Tee (Size S, Black)' }),
  )
  expect(screen.getByRole('radio', { name: 'Exchange for another size or colour' })).toBeDisabled()
  expect(screen.getByText('No other size or colour of this item is in stock.')).toBeVisible()
})

test('the server’s refusal is shown, and the form stays', async () => {
  answerReturnable(makeReturnableOrder())
  const bodies = answerCreate(() =>
    HttpResponse.json(
      { message: 'Only 1 of Skate Cargo Pants (Olive, M) can be returned.' },
      { status: 409 },
    ),
  )
  const { user, router } = renderForm()

  await user.click(await pantsCheckbox())
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Arrived damaged')
  await user.click(screen.getByRole('button', { name: 'Confirm return' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only 1 of Skate Cargo Pants (Olive, M) can be returned.',
  )
  expect(bodies).toHaveLength(1)
  expect(router.state.location.pathname).toBe(`/order/${RETURN_ORDER_ID}/return`)
})

test('nothing is sent without an item, or with an item without its reason', async () => {
  answerReturnable(makeReturnableOrder())
  const bodies = answerCreate()
  const { user } = renderForm()

  await user.click(await screen.findByRole('button', { name: 'Confirm return' }))
  expect(screen.getByRole('alert')).toHaveTextContent(RETURN_NO_ITEMS_MESSAGE)

  await user.click(await pantsCheckbox())
  await user.click(screen.getByRole('button', { name: 'Confirm return' }))
  const reason = screen.getByRole('combobox', { name: 'Reason' })
  expect(reason).toHaveAccessibleDescription(REASON_REQUIRED_MESSAGE)
  expect(reason).toBeInvalid()
  expect(bodies).toHaveLength(0)
})

test('an order whose window has closed says so and offers nothing to choose', async () => {
  answerReturnable(
    makeReturnableOrder({
      deadline: '2026-01-10T12:00:00.000Z',
      lines: [makeReturnableLine({ returnable: 0 })],
    }),
  )
  renderForm()

  expect(
    await screen.findByText('The return window for this order closed on January 10, 2026.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
    'href',
    `/order/${RETURN_ORDER_ID}`,
  )
})
