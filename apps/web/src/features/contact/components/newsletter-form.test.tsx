import { INVALID_EMAIL_MESSAGE, NEWSLETTER_SUBSCRIBED_MESSAGE } from '@shop/shared/contact'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { NewsletterForm } from './newsletter-form'
import { setupTestServer } from '../../../testing/msw-server'

const server = setupTestServer()

async function subscribe(email: string) {
  const { user } = renderWithProviders(<NewsletterForm />)
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email)
  await user.click(screen.getByRole('button', { name: 'Subscribe' }))
}

test('a shopper who subscribes reads the shop’s thanks and the field is emptied', async () => {
  let received: unknown
  server.use(
    http.post('*/api/newsletter', async ({ request }) => {
      received = await request.json()
      return HttpResponse.json({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }, { status: 201 })
    }),
  )

  await subscribe('sam@example.com')

  await expect
    .poll(() => screen.getByRole('status').textContent)
    .toBe(NEWSLETTER_SUBSCRIBED_MESSAGE)
  expect(received).toEqual({ email: 'sam@example.com' })
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
})

test('an address the server refuses shows the server’s reason and stays in the field', async () => {
  server.use(
    http.post('*/api/newsletter', () =>
      HttpResponse.json({ message: INVALID_EMAIL_MESSAGE }, { status: 400 }),
    ),
  )

  await subscribe('sam@example')

  await expect.poll(() => screen.getByRole('status').textContent).toBe(INVALID_EMAIL_MESSAGE)
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('sam@example')
})

test('a lost connection tells the shopper to check it', async () => {
  let attempts = 0
  server.use(
    http.post('*/api/newsletter', () => {
      attempts += 1
      return HttpResponse.error()
    }),
  )

  await subscribe('sam@example.com')

  await expect
    .poll(() => screen.getByRole('status').textContent)
    .toBe('Network error: check your connection and try again.')
  expect(attempts).toBe(1)
})

test('the e-mail is required before anything is sent', async () => {
  let attempts = 0
  server.use(
    http.post('*/api/newsletter', () => {
      attempts += 1
      return HttpResponse.json({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }, { status: 201 })
    }),
  )
  const { user } = renderWithProviders(<NewsletterForm />)

  expect(screen.getByRole('textbox', { name: 'Email address' })).toBeRequired()
  await user.click(screen.getByRole('button', { name: 'Subscribe' }))

  expect(attempts).toBe(0)
  expect(screen.getByRole('status')).toBeEmptyDOMElement()
})
