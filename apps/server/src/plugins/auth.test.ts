import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  FORBIDDEN_MESSAGE,
  LOGIN_FIRST_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  authPlugin,
  type StoredSessionUser,
} from './auth.js'
import { errorHandlerPlugin } from './error-handler.js'

// The guards on their own, with users kept in a map: the account routes prove the real lookup.
const accounts = new Map<string, StoredSessionUser>()
let app: FastifyInstance

function account(role: StoredSessionUser['role']): StoredSessionUser {
  const user = {
    id: randomUUID(),
    name: role,
    email: `${role}@example.test`,
    role,
    tokenVersion: 0,
    isRevoked: false,
  }
  accounts.set(user.id, user)
  return user
}

const tokenFor = (user: StoredSessionUser) =>
  app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion, jti: randomUUID() })
const call = (url: string, user?: StoredSessionUser) =>
  app.inject({ url, headers: user ? { authorization: `Bearer ${tokenFor(user)}` } : {} })

beforeAll(async () => {
  app = Fastify()
  await app.register(errorHandlerPlugin)
  await app.register(authPlugin, {
    secret: 'a-secret-for-the-guard-tests-only-32+',
    findUser: (id) => Promise.resolve(accounts.get(id)),
  })
  app.get('/admin-only', { preHandler: app.requireRole('admin') }, (request) => ({
    id: request.user?.id,
  }))
  app.get('/anyone', { preHandler: app.identifyUser }, (request) => ({
    id: request.user?.id ?? null,
  }))
  await app.ready()
})

afterAll(async () => {
  await app.close()
})

describe('requireRole', () => {
  test('an admin passes the admin guard', async () => {
    const admin = account('admin')
    const response = await call('/admin-only', admin)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: admin.id })
  })

  test('a customer is refused by the admin guard with 403', async () => {
    const response = await call('/admin-only', account('customer'))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: FORBIDDEN_MESSAGE })
  })

  test('without a token the admin guard answers 401', async () => {
    const response = await call('/admin-only')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
  })
})

describe('identifyUser', () => {
  test('a guest passes as nobody and a token names its user', async () => {
    expect((await call('/anyone')).json()).toEqual({ id: null })
    const customer = account('customer')
    expect((await call('/anyone', customer)).json()).toEqual({ id: customer.id })
  })

  test('a token whose version was raised is refused with 401', async () => {
    const customer = account('customer')
    const token = tokenFor(customer)
    accounts.set(customer.id, { ...customer, tokenVersion: 1 })
    const response = await app.inject({
      url: '/anyone',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE })
  })
})

test('the app refuses to start without a JWT secret', async () => {
  const bare = Fastify()
  await bare.register(errorHandlerPlugin)
  await expect(
    bare.register(authPlugin, { secret: undefined, findUser: () => Promise.resolve(undefined) }),
  ).rejects.toThrow('JWT secret')
  await bare.close()
})
