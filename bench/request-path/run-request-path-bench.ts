import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startServer, type RunningServer } from '../catalogue/child-server.js'
import { formatNumber, formatPercent, formatTable } from '../catalogue/format-table.js'
import { measureLoad, type LoadResult } from '../catalogue/measure-load.js'

/**
 * The request path (docs/performance.md § Request path): what the shop costs per cached answer
 * beyond the HTTP server itself. A plain `node:http` hello-world and the shop run side by side,
 * and each round loads the hello-world, the shop's cached product detail and its cached card list
 * one after the other; the shop's figures are shares of the hello-world of the same round, and
 * the median of the rounds is the result. The machine's speed drifts from minute to minute by
 * more than the differences measured here; a hello-world measured seconds apart follows it. The
 * shop logs as it does in production (a line per request, to a file). Servers run in child
 * processes; autocannon loads them from this one.
 */

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
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
const ROUNDS = positive('rounds', options.rounds)

/** The grid's first page as the storefront asks for it: the card projection. */
const CARD_LIST_PATH = '/api/products?fields=card'
const AIMS = { detail: 0.5, cards: 0.4 }

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

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

interface Round {
  hello: number
  detail: number
  cards: number
}

async function main(): Promise<void> {
  console.log(
    `Request path: ${String(os.cpus().length)} cores, Node ${process.version}, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}, ${String(CONNECTIONS)} connections, ${String(ROUNDS)} rounds of ${String(
      DURATION_S,
    )} s each\n`,
  )
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'shop-request-path-'))
  const logPath = path.join(logDir, 'shop.log')
  const logFile = await open(logPath, 'a')
  const servers: RunningServer[] = []
  try {
    const hello = await startServer('../request-path/node-hello-server.ts', [], '/')
    servers.push(hello)
    const shop = await startServer(
      'shop-server.ts',
      ['--products', String(PRODUCTS), '--cache', 'on', '--log', 'info'],
      CARD_LIST_PATH,
      { stdout: logFile.fd },
    )
    servers.push(shop)
    const productId = shop.ready.productId
    if (productId === undefined) throw new Error('The shop child named no product')
    const rounds: Round[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${String(round)}`)
      rounds.push({
        hello: (await load('node:http hello-world', `${hello.origin}/`)).requestsPerSecond,
        detail: (await load('shop, cached detail', `${shop.origin}/api/products/${productId}`))
          .requestsPerSecond,
        cards: (await load('shop, cached card list', shop.origin + CARD_LIST_PATH))
          .requestsPerSecond,
      })
    }
    const logLines = (await readFile(logPath, 'utf8')).split('\n').filter(Boolean).length
    const row = (name: string, scenario: 'detail' | 'cards') => {
      const ratios = rounds.map((round) => round[scenario] / round.hello)
      const ratio = median(ratios)
      const aim = AIMS[scenario]
      return [
        name,
        formatNumber(median(rounds.map((round) => round[scenario]))),
        ratios.map(formatPercent).join(', '),
        formatPercent(ratio),
        `≥ ${formatPercent(aim)} ${ratio >= aim ? 'met' : 'NOT met'}`,
      ]
    }
    console.log(
      `\n${formatTable(
        ['scenario', 'req/s (median)', 'of hello, by round', 'median', 'aim'],
        [
          ['node:http hello', formatNumber(median(rounds.map((round) => round.hello))), '', '', ''],
          row('cached detail', 'detail'),
          row('cached card list', 'cards'),
        ],
      )}\n\nThe shop wrote ${formatNumber(logLines)} log lines.`,
    )
  } finally {
    for (const server of servers.reverse()) await server.stop()
    await logFile.close()
    await rm(logDir, { recursive: true, force: true })
  }
}

await main()
