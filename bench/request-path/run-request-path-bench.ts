import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startServer, type RunningServer, type StartOptions } from '../catalogue/child-server.js'
import { formatNumber, formatPercent, formatTable } from '../catalogue/format-table.js'
import { measureLoad, type LoadResult } from '../catalogue/measure-load.js'

/**
 * The request path (docs/performance.md § Request path): what the shop costs per cached answer
 * beyond the HTTP server itself. A plain `node:http` hello-world is measured before and after
 * the shop, in the same run, and the shop's cached product detail and cached card list are given
 * as shares of it, with the shop logging as it does in production (a line per request, to a
 * file). Servers run in child processes; autocannon loads them from this one.
 */

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
})
const positive = (name: string, value: string): number => {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be positive`)
  return number
}
const DURATION_S = positive('duration', options.duration)
const WARMUP_S = positive('warmup', options.warmup)
const CONNECTIONS = positive('connections', options.connections)
const PRODUCTS = positive('products', options.products)

/** The grid's first page as the storefront asks for it: the card projection. */
const CARD_LIST_PATH = '/api/products?fields=card'
const AIMS = { detail: 0.5, cards: 0.4 }

async function withServer<T>(
  script: string,
  args: string[],
  probePath: string,
  start: StartOptions,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(script, args, probePath, start)
  try {
    return await use(server)
  } finally {
    await server.stop()
  }
}

async function load(name: string, url: string): Promise<LoadResult> {
  process.stdout.write(`  ${name}… `)
  const result = await measureLoad({
    name,
    url,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
  })
  console.log(`${formatNumber(result.requestsPerSecond)} req/s`)
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${String(result.non2xx)} non-2xx, ${String(result.errors)} errors`)
  }
  return result
}

const hello = (name: string) =>
  withServer('../request-path/node-hello-server.ts', [], '/', {}, (server) =>
    load(name, `${server.origin}/`),
  )

async function main(): Promise<void> {
  console.log(
    `Request path: ${String(os.cpus().length)} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}, ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each\n`,
  )
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'shop-request-path-'))
  const logPath = path.join(logDir, 'shop.log')
  const logFile = await open(logPath, 'a')
  try {
    const helloBefore = await hello('node:http hello-world, before')
    const shop = await withServer(
      'shop-server.ts',
      ['--products', String(PRODUCTS), '--cache', 'on', '--log', 'info'],
      CARD_LIST_PATH,
      { stdout: logFile.fd },
      async (server) => {
        const productId = server.ready.productId
        if (productId === undefined) throw new Error('The shop child named no product')
        return {
          detail: await load('shop, cached detail', `${server.origin}/api/products/${productId}`),
          cards: await load('shop, cached card list', server.origin + CARD_LIST_PATH),
        }
      },
    )
    const helloAfter = await hello('node:http hello-world, after')
    const baseline = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2
    const logLines = (await readFile(logPath, 'utf8')).split('\n').filter(Boolean).length
    const row = (name: string, result: LoadResult, aim?: number) => {
      const ratio = result.requestsPerSecond / baseline
      return [
        name,
        formatNumber(result.requestsPerSecond),
        formatPercent(ratio),
        aim === undefined ? '' : `≥ ${formatPercent(aim)} ${ratio >= aim ? 'met' : 'NOT met'}`,
      ]
    }
    console.log(
      `\n${formatTable(
        ['scenario', 'req/s', 'of hello', 'aim'],
        [
          row('node:http hello, before', helloBefore),
          row('node:http hello, after', helloAfter),
          row('cached detail', shop.detail, AIMS.detail),
          row('cached card list', shop.cards, AIMS.cards),
        ],
      )}\n\nThe shop wrote ${formatNumber(logLines)} log lines.`,
    )
  } finally {
    await logFile.close()
    await rm(logDir, { recursive: true, force: true })
  }
}

await main()
