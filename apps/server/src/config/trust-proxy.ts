import { isIP } from 'node:net'
import { z } from 'zod'

/**
 * Which proxies may tell the shop a client's address (docs/configuration.md § Behind a proxy):
 * none (`false`), the nearest N hops, or the proxies at these addresses and ranges. Fastify hands
 * it to proxy-addr, which reads X-Forwarded-For from the right and stops at the first address it
 * does not trust, so a value the client wrote itself never becomes its address.
 */
export type TrustProxy = false | number | readonly string[]

/** proxy-addr's own names for the private ranges a proxy usually sits in. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const MAX_HOPS = 100

const TRUE_REFUSED =
  'must name the proxies to trust, not true: true takes the client address from an ' +
  'X-Forwarded-For header the client can write itself. Write the number of proxies in front ' +
  'of the shop (1 behind one nginx or Caddy) or their addresses (127.0.0.1,10.0.0.0/8)'

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/** TRUST_PROXY as written in the environment, already trimmed and not empty. */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase()
    if (lower === 'false' || lower === 'no' || lower === '0') return false
    if (lower === 'true' || lower === 'yes') {
      context.addIssue({ code: 'custom', message: TRUE_REFUSED })
      return z.NEVER
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops <= MAX_HOPS) return hops
      context.addIssue({ code: 'custom', message: `must be a number of proxies up to ${MAX_HOPS}` })
      return z.NEVER
    }
    const entries = value.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !isAddressOrRange(entry))
    if (wrong.length === 0) return entries
    context.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxies, or a comma-separated list of proxy addresses ' +
        `and CIDR ranges; not an address or range: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    })
    return z.NEVER
  })

type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/**
 * The setting in Fastify's terms. Fastify trusts nothing for a bare hop count (it cannot tell
 * the proxy from a client that reached the port directly), so a count becomes proxy-addr's own
 * hop rule as a function: docs/configuration.md says to use it only where nothing but the
 * proxies can reach the shop's port.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (setting === false) return false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return [...setting]
}
