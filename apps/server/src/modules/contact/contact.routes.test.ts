import { CONTACT_SENT_MESSAGE, NEWSLETTER_SUBSCRIBED_MESSAGE } from '@shop/shared/contact'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RATE_LIMITS } from '../../config/rate-limits.js'
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { nextClientAddress } from '../../testing/unique-values.js'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const post = (url: string, payload: unknown, ip = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip })

const messagesFrom = (email: string) =>
  t.db.select().from(contactMessages).where(eq(contactMessages.email, email))

describe('POST /api/contact', () => {
  test('a complete message is kept for the shop and thanked for', async () => {
    const response = await post('/api/contact', {
      name: '  Ann Lee ',
      email: 'Ann@Example.com',
      message: 'Do you ship to Canada?',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: CONTACT_SENT_MESSAGE })
    const stored = await messagesFrom('ann@example.com')
    expect(stored).toMatchObject([
      { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you ship to Canada?' },
    ])
  })

  test.each([
    [{ email: 'a@b.co', message: 'hi' }, 'Name is required.'],
    [{ name: ' ', email: 'a@b.co', message: 'hi' }, 'Name is required.'],
    [{ name: 'Ann', message: 'hi' }, 'Email is required.'],
    [{ name: 'Ann', email: 'not-an-email', message: 'hi' }, 'Please enter a valid email address.'],
    [{ name: 'Ann', email: 'a@b.co' }, 'Message is required.'],
    [
      { name: 'Ann', email: 'a@b.co', message: 'x'.repeat(5001) },
      'Message cannot be longer than 5000 characters.',
    ],
    [{ name: 42, email: 'a@b.co', message: 'hi' }, 'Name is required.'],
  ])('an incomplete or invalid message is refused with 400: %#', async (payload, message) => {
    const response = await post('/api/contact', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect(await messagesFrom('a@b.co')).toEqual([])
  })

  test('unknown fields are not stored', async () => {
    const response = await post('/api/contact', {
      name: 'Ann',
      email: 'extra@b.co',
      message: 'hi',
      isRead: true,
      id: '00000000-0000-4000-8000-000000000000',
    })
    expect(response.statusCode).toBe(201)
    const [stored] = await messagesFrom('extra@b.co')
    expect(stored).toBeDefined()
    expect(stored?.id).not.toBe('00000000-0000-4000-8000-000000000000')
  })

  test('a client sending too many messages is told to wait (429)', async () => {
    const body = { name: 'Ann', email: 'busy@b.co', message: 'hi' }
    const client = '10.9.9.9'
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
      expect((await post('/api/contact', body, client)).statusCode).toBe(201)
    }
    const limited = await post('/api/contact', body, client)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
    })
    // Another client is not affected.
    expect((await post('/api/contact', body)).statusCode).toBe(201)
  })
})

describe('POST /api/newsletter', () => {
  test('an address is subscribed once, and subscribing twice is not an error', async () => {
    const first = await post('/api/newsletter', { email: 'Fan@Example.com' })
    const second = await post('/api/newsletter', { email: ' fan@example.com' })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(first.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED_MESSAGE })
    expect(second.json()).toEqual(first.json())
    const stored = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fan@example.com'))
    expect(stored).toHaveLength(1)
  })

  test.each([
    [{}, 'Email is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'fan@' }, 'Please enter a valid email address.'],
  ])('a missing or invalid address is refused with 400: %#', async (payload, message) => {
    const response = await post('/api/newsletter', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  test('sign-ups are rate limited per client', async () => {
    const client = '10.8.8.8'
    for (let i = 0; i < RATE_LIMITS.newsletter.max; i++) {
      await post('/api/newsletter', { email: `fan${String(i)}@example.com` }, client)
    }
    expect((await post('/api/newsletter', { email: 'late@example.com' }, client)).statusCode).toBe(
      429,
    )
  })
})
