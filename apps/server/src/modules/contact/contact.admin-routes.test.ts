import {
  CONTACT_MESSAGE_DELETED_MESSAGE,
  CONTACT_MESSAGE_NOT_FOUND_MESSAGE,
  type ContactMessage,
} from '@shop/shared/admin'
import { describe, expect, test } from 'vitest'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'

const { t, admin } = useSignedInTestApp()

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** Sends a message through the public form, from its own client so no rate limit interferes. */
async function sendMessage(name: string, index: number): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}` },
    remoteAddress: `10.7.0.${String(index)}`,
  })
  expect(response.statusCode).toBe(201)
}

const listMessages = () => t.app.inject({ url: '/api/admin/messages', headers: admin.headers })
const deleteMessage = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${id}`, headers: admin.headers })

describe('GET /api/admin/messages', () => {
  test('the admin reads the contact form’s messages, newest first', async () => {
    await sendMessage('Ada', 1)
    await sendMessage('Grace', 2)
    const response = await listMessages()
    expect(response.statusCode).toBe(200)
    const messages = response.json<ContactMessage[]>()
    expect(messages.map((message) => message.name)).toEqual(['Grace', 'Ada'])
    expect(messages[1]).toEqual({
      _id: expect.any(String) as string,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello from Ada',
      createdAt: expect.any(String) as string,
    })
  })
})

describe('DELETE /api/admin/messages/:id', () => {
  test('the admin deletes a message and it leaves the list', async () => {
    await sendMessage('Linus', 3)
    const target = (await listMessages()).json<ContactMessage[]>()[0]
    expect(target?.name).toBe('Linus')
    const response = await deleteMessage(target?._id ?? '')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: CONTACT_MESSAGE_DELETED_MESSAGE })
    const left = (await listMessages()).json<ContactMessage[]>()
    expect(left.some((message) => message._id === target?._id)).toBe(false)
  })

  test('an unknown or malformed id answers 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await deleteMessage(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: CONTACT_MESSAGE_NOT_FOUND_MESSAGE })
    }
  })
})
