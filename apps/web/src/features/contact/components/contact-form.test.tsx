import {
  CONTACT_SENT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  type ContactMessageBody,
} from '@shop/shared/contact'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { ContactForm } from './contact-form'
import { setupTestServer } from '../../../testing/msw-server'

const server = setupTestServer()

const visitor: ContactMessageBody = {
  name: 'Maya Lindqvist',
  email: 'maya@example.com',
  message: 'Do the Drift hoodies run true to size?',
}

function renderForm() {
  const rendered = renderWithProviders(<ContactForm />, { route: '/contact' })
  const { user } = rendered
  const fill = async (fields: ContactMessageBody = visitor) => {
    await user.type(screen.getByLabelText('Name'), fields.name)
    await user.type(screen.getByLabelText('Email'), fields.email)
    await user.type(screen.getByLabelText('Message'), fields.message)
  }
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }))
  return { ...rendered, fill, send }
}

test('a visitor sees Sending... and then the shop’s thanks, and the form is emptied', async () => {
  let received: unknown
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      received = await request.json()
      await answered
      return HttpResponse.json({ message: CONTACT_SENT_MESSAGE }, { status: 201 })
    }),
  )
  const { fill, send } = renderForm()

  await fill()
  await send()

  expect(await screen.findByRole('status')).toHaveTextContent('Sending...')
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled()
  answer()
  await expect.poll(() => screen.getByRole('status').textContent).toBe(CONTACT_SENT_MESSAGE)
  expect(received).toEqual(visitor)
  expect(screen.getByLabelText('Name')).toHaveValue('')
  expect(screen.getByLabelText('Email')).toHaveValue('')
  expect(screen.getByLabelText('Message')).toHaveValue('')
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
})

test('a message the server refuses shows the server’s reason and keeps what was typed', async () => {
  server.use(
    http.post('*/api/contact', () =>
      HttpResponse.json({ message: INVALID_EMAIL_MESSAGE }, { status: 400 }),
    ),
  )
  const { fill, send } = renderForm()

  await fill()
  await send()

  await expect.poll(() => screen.getByRole('status').textContent).toBe(INVALID_EMAIL_MESSAGE)
  expect(screen.getByLabelText('Message')).toHaveValue(visitor.message)
})

test('a server fault shows Failed to send message. rather than the server’s internals', async () => {
  server.use(
    http.post('*/api/contact', () =>
      HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
    ),
  )
  const { fill, send } = renderForm()

  await fill()
  await send()

  await expect.poll(() => screen.getByRole('status').textContent).toBe('Failed to send message.')
  expect(screen.getByLabelText('Name')).toHaveValue(visitor.name)
})

test('a lost connection shows Failed to send message.', async () => {
  let attempts = 0
  server.use(
    http.post('*/api/contact', () => {
      attempts += 1
      return HttpResponse.error()
    }),
  )
  const { fill, send } = renderForm()

  await fill()
  await send()

  await expect.poll(() => screen.getByRole('status').textContent).toBe('Failed to send message.')
  expect(attempts).toBe(1)
})

test('every field is required and the email field expects an address', () => {
  renderForm()

  expect(screen.getByLabelText('Name')).toBeRequired()
  expect(screen.getByLabelText('Email')).toBeRequired()
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
  expect(screen.getByLabelText('Message')).toBeRequired()
})

test('an empty form is not sent', async () => {
  let calls = 0
  server.use(
    http.post('*/api/contact', () => {
      calls += 1
      return HttpResponse.json({ message: CONTACT_SENT_MESSAGE }, { status: 201 })
    }),
  )
  const { send } = renderForm()

  await send()

  expect(calls).toBe(0)
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})
