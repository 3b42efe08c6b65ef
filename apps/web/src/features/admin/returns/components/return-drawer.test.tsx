import { RETURN_REJECT_NOTE_MESSAGE, type AdminReturn } from '@shop/shared/returns'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { JEANS_LINE, makeAdminReturn } from '../admin-returns.fixture'
import { ReturnDrawer } from './return-drawer'

/** docs/api.md § Returns, back office: the drawer's details and the owner's steps. */

const REPLACEMENT_ORDER_ID = 'c0ffee00-1234-4abc-8def-0123456789ab'

let record: AdminReturn
let requests: { url: string; body: unknown }[] = []
/** What the next PUT answers instead of taking the step. */
let refusal: { status: number; message: string; then?: Partial<AdminReturn> } | null = null

/** The server's step: the return as it is after `status`. */
function afterStep(current: AdminReturn, body: { status: string; note?: string }): AdminReturn {
  switch (body.status) {
    case 'approved':
    case 'rejected':
      return {
        ...current,
        status: body.status,
        ...(body.note ? { shopNote: body.note } : {}),
        updatedAt: '2026-03-27T10:00:00.000Z',
      }
    default:
      return {
        ...current,
        status: 'closed',
        items: current.items.map((item) =>
          item.exchangeFor ? { ...item, replacementOrderId: REPLACEMENT_ORDER_ID } : item,
        ),
        updatedAt: '2026-03-29T16:45:00.000Z',
      }
  }
}

const server = setupTestServer(
  http.get('*/api/admin/returns/:id', () => HttpResponse.json(record)),
  http.put('*/api/admin/returns/:id', async ({ request }) => {
    const body = (await request.json()) as { status: string; note?: string }
    requests.push({ url: new URL(request.url).pathname, body })
    if (refusal) {
      const { status, message, then } = refusal
      refusal = null
      record = { ...record, ...then }
      return HttpResponse.json({ message }, { status })
    }
    record = afterStep(record, body)
    return HttpResponse.json(record)
  }),
)

beforeEach(() => {
  record = makeAdminReturn()
  requests = []
  refusal = null
})

async function openDrawer() {
  const rendered = renderWithProviders(
    <ReturnDrawer returnId={record._id} onClose={() => undefined} />,
    { preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
  const drawer = await screen.findByRole('dialog', { name: 'Return Details' })
  await within(drawer).findByText('R-7K2M9Q')
  return { ...rendered, drawer }
}

/** The drawer's buttons but its close button, by what they say. */
function stepButtonsOf(drawer: HTMLElement): (string | null)[] {
  return within(drawer)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') !== 'Close return details')
    .map((button) => button.textContent)
}

const putUrl = `/api/admin/returns/${makeAdminReturn()._id}`

test('the drawer shows each item with its reason, the exchange, the refund per line and the note', async () => {
  const { drawer } = await openDrawer()

  const items = within(drawer).getAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Everyday Tee')
  expect(items[0]).toHaveTextContent('S · Black · 2 units')
  expect(items[0]).toHaveTextContent('Reason: Too small')
  expect(items[0]).toHaveTextContent('$42.50')
  expect(items[0]).not.toHaveTextContent('Exchange')
  expect(items[1]).toHaveTextContent('Relaxed Jeans')
  expect(items[1]).toHaveTextContent('Reason: Too large')
  expect(items[1]).toHaveTextContent('Exchange for: 28 · Indigo')

  expect(within(drawer).getByText('Money back as').nextElementSibling).toHaveTextContent(
    'Refund to payment',
  )
  expect(within(drawer).getByText('Amount').nextElementSibling).toHaveTextContent('$42.50')
  expect(drawer).toHaveTextContent('The tee shrank a little, and the jeans are loose at the waist.')
  expect(within(drawer).getByRole('link', { name: '#6ec0dcad' })).toHaveAttribute(
    'href',
    '/admin/orders?order=6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
  )
  expect(within(drawer).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
    'href',
    'mailto:maya@example.com',
  )
  expect(within(drawer).getByText('Requested', { selector: 'span' })).toBeInTheDocument()
})

test('store credit reads as such in the resolution', async () => {
  record = makeAdminReturn({ resolution: 'store_credit' })
  const { drawer } = await openDrawer()

  expect(within(drawer).getByText('Money back as').nextElementSibling).toHaveTextContent(
    'Store credit',
  )
})

test('an exchange of every line says there is nothing to refund', async () => {
  record = makeAdminReturn({ items: [JEANS_LINE], refundAmount: 0 })
  const { drawer } = await openDrawer()

  expect(drawer).toHaveTextContent('Exchange only: nothing to refund.')
  expect(within(drawer).queryByText('Money back as')).not.toBeInTheDocument()
})

test('a requested return offers Approve and Reject by name, and no other step', async () => {
  const { drawer } = await openDrawer()

  expect(stepButtonsOf(drawer)).toEqual(['Approve', 'Reject', 'Add a note'])
  expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument()
  expect(within(drawer).queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument()
})

test('Approve sends {status: approved} at once and the drawer shows the approved return', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Approve' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent('Return approved.')
  expect(requests).toEqual([{ url: putUrl, body: { status: 'approved' } }])
  expect(within(drawer).getByText('Approved')).toBeInTheDocument()
  expect(within(drawer).getByRole('button', { name: 'Mark received' })).toBeEnabled()
  expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
})

test('Approve takes an optional note to the customer', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Add a note' }))
  const note = within(drawer).getByRole('textbox', { name: 'Note to the customer (optional)' })
  await waitFor(() => {
    expect(note).toHaveFocus()
  })
  expect(note).not.toBeRequired()
  await user.type(note, '  Use the prepaid label.  ')
  await user.click(within(drawer).getByRole('button', { name: 'Approve' }))

  await within(drawer).findByRole('status')
  expect(requests).toEqual([
    { url: putUrl, body: { status: 'approved', note: 'Use the prepaid label.' } },
  ])
  expect(drawer).toHaveTextContent('Use the prepaid label.')
})

test('a double click on Approve sends one request', async () => {
  const { drawer, user } = await openDrawer()

  await user.dblClick(within(drawer).getByRole('button', { name: 'Approve' }))

  await within(drawer).findByRole('status')
  expect(requests).toHaveLength(1)
})

test('Reject opens a required note field; without a note nothing is sent', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Reject' }))
  const note = within(drawer).getByRole('textbox', { name: 'Reason for rejecting (required)' })
  await waitFor(() => {
    expect(note).toHaveFocus()
  })
  expect(note).toBeRequired()
  expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()

  await user.type(note, '   ')
  await user.click(within(drawer).getByRole('button', { name: 'Reject return' }))

  expect(within(drawer).getByRole('alert')).toHaveTextContent(RETURN_REJECT_NOTE_MESSAGE)
  expect(note).toHaveAttribute('aria-invalid', 'true')
  expect(note).toHaveAccessibleDescription(
    `The customer reads it in the e-mail that says the return is rejected. ${RETURN_REJECT_NOTE_MESSAGE}`,
  )
  expect(note).toHaveFocus()
  expect(requests).toEqual([])
})

test('Reject with a note sends it, and the drawer shows the rejection and the note', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Reject' }))
  await user.type(
    within(drawer).getByRole('textbox', { name: 'Reason for rejecting (required)' }),
    'The tee has been worn and washed.',
  )
  await user.click(within(drawer).getByRole('button', { name: 'Reject return' }))

  expect(await within(drawer).findByRole('status')).toHaveTextContent('Return rejected.')
  expect(requests).toEqual([
    { url: putUrl, body: { status: 'rejected', note: 'The tee has been worn and washed.' } },
  ])
  expect(within(drawer).getByText('Rejected')).toBeInTheDocument()
  expect(drawer).toHaveTextContent('The tee has been worn and washed.')
  expect(stepButtonsOf(drawer)).toEqual([])
})

test('a note the server refuses (400) shows its message at the field', async () => {
  refusal = { status: 400, message: 'A note is at most 1000 characters.' }
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Reject' }))
  const note = within(drawer).getByRole('textbox', { name: 'Reason for rejecting (required)' })
  await user.type(note, 'Worn.')
  await user.click(within(drawer).getByRole('button', { name: 'Reject return' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    'A note is at most 1000 characters.',
  )
  expect(note).toHaveAccessibleDescription(/A note is at most 1000 characters\.$/)
  expect(within(drawer).getByRole('button', { name: 'Reject return' })).toBeEnabled()
})

test('Back leaves the rejection and offers Approve again', async () => {
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Reject' }))
  await user.click(within(drawer).getByRole('button', { name: 'Back' }))

  expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
  expect(requests).toEqual([])
})

test('Mark received explains itself, asks first, and sends {status: received} once confirmed', async () => {
  record = makeAdminReturn({ status: 'approved' })
  const { drawer, user } = await openDrawer()

  expect(drawer).toHaveTextContent(
    'When the parcel is here: its 3 items go back in stock, $42.50 is refunded to the original payment and the exchanged items ship as a replacement order, at no charge.',
  )
  await user.click(within(drawer).getByRole('button', { name: 'Mark received' }))
  const question = screen.getByRole('alertdialog', { name: 'Mark R-7K2M9Q received?' })
  expect(question).toHaveAccessibleDescription(
    'Its 3 items go back in stock, $42.50 is refunded to the original payment and the exchanged items ship as a replacement order, at no charge. This cannot be undone.',
  )
  // The way out has the focus: Enter never moves money by accident.
  expect(within(question).getByRole('button', { name: 'Go back' })).toHaveFocus()
  expect(requests).toEqual([])

  await user.click(
    within(question).getByRole('button', { name: 'Mark received and refund $42.50' }),
  )

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Return received and settled. $42.50 refunded. Replacement order made.',
  )
  expect(requests).toEqual([{ url: putUrl, body: { status: 'received' } }])
  expect(within(drawer).getByText('Closed')).toBeInTheDocument()
  expect(drawer).toHaveTextContent('$42.50 was refunded to the original payment.')
  expect(within(drawer).getByRole('link', { name: '#c0ffee00' })).toHaveAttribute(
    'href',
    `/admin/orders?order=${REPLACEMENT_ORDER_ID}`,
  )
})

test('Go back closes the question and changes nothing', async () => {
  record = makeAdminReturn({ status: 'approved', resolution: 'store_credit' })
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Mark received' }))
  expect(
    screen.getByRole('button', { name: 'Mark received and credit $42.50' }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Go back' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(requests).toEqual([])
  expect(within(drawer).getByText('Approved')).toBeInTheDocument()
})

test('a refund the provider fails (502) shows why, and the drawer offers Retry refund', async () => {
  record = makeAdminReturn({ status: 'approved' })
  refusal = {
    status: 502,
    message: 'PayPal did not answer. Nothing was refunded; try again.',
    then: { status: 'received' },
  }
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Mark received' }))
  await user.click(screen.getByRole('button', { name: 'Mark received and refund $42.50' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    'PayPal did not answer. Nothing was refunded; try again.',
  )
  // The server did take the parcel in: the drawer reads the return again.
  const retry = await within(drawer).findByRole('button', { name: 'Retry refund' })
  expect(within(drawer).getByText('Received')).toBeInTheDocument()
  expect(drawer).toHaveTextContent(
    'The items are back in stock, but the refund of $42.50 did not go through.',
  )

  await user.click(retry)

  expect(await within(drawer).findByRole('status')).toHaveTextContent(
    'Return received and settled. $42.50 refunded.',
  )
  expect(requests).toEqual([
    { url: putUrl, body: { status: 'received' } },
    { url: putUrl, body: { status: 'received' } },
  ])
})

test('a received return settled as store credit offers Retry store credit', async () => {
  record = makeAdminReturn({ status: 'received', resolution: 'store_credit' })
  const { drawer } = await openDrawer()

  expect(within(drawer).getByRole('button', { name: 'Retry store credit' })).toBeEnabled()
})

test('a step the server refuses (409) shows its message under the steps', async () => {
  refusal = { status: 409, message: 'A return that is cancelled cannot be approved.' }
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Approve' }))

  expect(await within(drawer).findByRole('alert')).toHaveTextContent(
    'A return that is cancelled cannot be approved.',
  )
})

test('the buttons wait while a step is sent', async () => {
  let letGo: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    letGo = resolve
  })
  server.use(
    http.put('*/api/admin/returns/:id', async ({ request }) => {
      requests.push({ url: new URL(request.url).pathname, body: await request.json() })
      await held
      record = { ...record, status: 'approved' }
      return HttpResponse.json(record)
    }),
  )
  const { drawer, user } = await openDrawer()

  await user.click(within(drawer).getByRole('button', { name: 'Approve' }))

  expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeDisabled()
  expect(within(drawer).getByRole('button', { name: 'Reject' })).toBeDisabled()
  letGo()
  expect(await within(drawer).findByRole('button', { name: 'Mark received' })).toBeEnabled()
  expect(requests).toHaveLength(1)
})
