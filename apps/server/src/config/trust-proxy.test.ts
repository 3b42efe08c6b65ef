import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.js'
import { ConfigError, loadConfig } from './env.js'
import { RATE_LIMITS } from './rate-limits.js'

const base = { DATA_DIR: '/tmp/shop-env-test', LOG_LEVEL: 'silent' }
const trustProxyOf = (value: string | undefined) =>
  loadConfig({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy

describe('TRUST_PROXY', () => {
  test('trusts no proxy unless told', () => {
    expect(trustProxyOf(undefined)).toBe(false)
    expect(trustProxyOf('')).toBe(false)
    expect(trustProxyOf('false')).toBe(false)
    expect(trustProxyOf('0')).toBe(false)
  })

  test('takes a number of proxy hops', () => {
    expect(trustProxyOf('1')).toBe(1)
    expect(trustProxyOf(' 2 ')).toBe(2)
  })

  test('takes proxy addresses, CIDR ranges and the named private ranges', () => {
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback,uniquelocal')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ])
  })

  test('refuses true, saying what to write instead', () => {
    expect(() => trustProxyOf('true')).toThrow(ConfigError)
    expect(() => trustProxyOf('true')).toThrow(
      'TRUST_PROXY must name the proxies to trust, not true',
    )
    expect(() => trustProxyOf('yes')).toThrow('(1 behind one nginx or Caddy)')
  })

  test.each([
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['127.0.0.1, proxy.internal', '"proxy.internal"'],
    ['10.0.0.1/8/8', '"10.0.0.1/8/8"'],
    ['::1/129', '"::1/129"'],
  ])('refuses %s, naming the entry that is no address or range', (value, named) => {
    expect(() => trustProxyOf(value)).toThrow(`not an address or range: ${named}`)
  })

  test('refuses an implausible number of hops', () => {
    expect(() => trustProxyOf('500')).toThrow('TRUST_PROXY must be a number of proxies up to 100')
  })
})

/**
 * The contact form's per-client limit shows which address the shop took for a client: every
 * request below comes from one real client, whatever its X-Forwarded-For claims.
 */
describe('the client address behind a proxy', () => {
  const body = { name: 'Ann', email: 'ann@example.com', message: 'hi' }
  let behindOneHop: TestApp
  let behindListedProxy: TestApp

  beforeAll(async () => {
    behindOneHop = await createTestApp({ TRUST_PROXY: '1' })
    behindListedProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' })
  })

  afterAll(async () => {
    await behindListedProxy.close()
    await behindOneHop.close()
  })

  const contact = (shop: TestApp, remoteAddress: string, forwardedFor?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })

  test('behind one hop, the address the proxy appended counts, not what the client wrote', async () => {
    const statuses = []
    for (let i = 0; i <= RATE_LIMITS.contact.max; i++) {
      // The proxy appends the address it saw to whatever the client sent.
      const response = await contact(behindOneHop, '127.0.0.1', `198.51.100.${i}, 203.0.113.7`)
      statuses.push(response.statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true)
    // Another client behind the same proxy has its own count.
    expect((await contact(behindOneHop, '127.0.0.1', '203.0.113.8')).statusCode).toBe(201)
  })

  test('with the proxy listed, a client that reaches the port directly cannot forge an address', async () => {
    const statuses = []
    for (let i = 0; i <= RATE_LIMITS.contact.max; i++) {
      const response = await contact(behindListedProxy, '192.0.2.44', `198.51.100.${i}`)
      statuses.push(response.statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
    // Through the proxy, the address it forwards is the client's.
    expect((await contact(behindListedProxy, '127.0.0.1', '192.0.2.45')).statusCode).toBe(201)
  })
})
