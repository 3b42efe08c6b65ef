import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startServer, type RunningServer } from './child-server.js'
import { formatNumber, formatPercent, formatTable } from './format-table.js'
import { measureLoad, probe, type LoadResult, type ProbedAnswer } from './measure-load.js'
import { countQueriesPerRequest, type QueryCount } from './query-counts.js'

/**
 * The catalogue benchmark (docs/performance.md): throughput of the cached catalogue as a ratio
 * of a bare Fastify hello-world measured in the same run, latency of uncached reads, and SQL
 * statements per request at two catalogue sizes. Servers run in child processes; autocannon
 * loads them from this one.
 */

const { values: options } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
})
function positiveNumber(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a positive number`)
  return number
}
const PRODUCTS = positiveNumber('products', options.products)
const DURATION_S = positiveNumber('duration', options.duration)
const WARMUP_S = positiveNumber('warmup', options.warmup)
const SMALL_CATALOGUE = 100
const CACHED_CONNECTIONS = 10
const UNCACHED_CONNECTIONS = [1, 4] as const

const LIST_PATH = '/api/products?gender=Women&sortBy=priceAsc'
const SEARCH_PATH = '/api/products?search=jea'
const detailPath = (id: string) => `/api/products/${id}`

interface Aim {
  text: string
  met: boolean
}

interface ScenarioRow {
  result: LoadResult
  /** Throughput as a fraction of the mean hello-world. */
  ratio: number
  aim?: Aim
}

const running = new Set<RunningServer>()

async function withServer<T>(
  script: string,
  args: string[],
  probePath: string,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(script, args, probePath)
  running.add(server)
  try {
    return await use(server)
  } finally {
    running.delete(server)
    await server.stop()
  }
}

/** Ctrl-C must not leave a server child holding a core. */
process.once('SIGINT', () => {
  void Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(130))
})

function scenario(name: string, url: string, connections: number) {
  return { name, url, connections, durationSeconds: DURATION_S, warmupSeconds: WARMUP_S }
}

async function load(name: string, url: string, connections: number): Promise<LoadResult> {
  process.stdout.write(
    `  ${name}, ${String(connections)} connection${connections > 1 ? 's' : ''}… `,
  )
  const result = await measureLoad(scenario(name, url, connections))
  console.log(
    `${formatNumber(result.requestsPerSecond)} req/s, p99 ${result.latencyMs.p99.toFixed(2)} ms`,
  )
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${name}: ${String(result.non2xx)} non-2xx answers and ${String(result.errors)} errors`,
    )
  }
  return result
}

interface AnswerSizes {
  identity: ProbedAnswer
  gzip: ProbedAnswer
  br: ProbedAnswer
}

/** The size of an answer as autocannon gets it (no Accept-Encoding) and as a browser would. */
async function answerSizes(url: string): Promise<AnswerSizes> {
  const identity = await probe(url)
  if (identity.status !== 200) throw new Error(`${url} answered ${String(identity.status)}`)
  return { identity, gzip: await probe(url, 'gzip'), br: await probe(url, 'br') }
}

/** Bare Fastify sending `body` as the shop sends cached answers, then the hello-world again. */
async function measureBareBody(
  body: string,
): Promise<{ sameBody: LoadResult; helloAfter: LoadResult }> {
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-body-'))
  try {
    const bodyFile = path.join(scratchDir, 'list.json')
    await writeFile(bodyFile, body)
    return await withServer(
      'hello-server.ts',
      ['--body-file', bodyFile],
      '/body',
      async (server) => ({
        sameBody: await load('bare, same list body', `${server.origin}/body`, CACHED_CONNECTIONS),
        // The hello-world again, so the baseline brackets the cached scenarios.
        helloAfter: await load('hello-world, after', `${server.origin}/hello`, CACHED_CONNECTIONS),
      }),
    )
  } finally {
    await rm(scratchDir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus()
  const machine = {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  }
  console.log(
    `Catalogue benchmark: ${String(machine.cores)} cores (${machine.cpu}), Node ${machine.node}, ` +
      `${formatNumber(PRODUCTS)} products, ${String(DURATION_S)} s per scenario after ${String(WARMUP_S)} s warm-up\n`,
  )

  console.log(
    `SQL statements per request (no cache), ${String(SMALL_CATALOGUE)} and ${String(PRODUCTS)} products…`,
  )
  const smallCounts = await countQueriesPerRequest(SMALL_CATALOGUE)
  const largeCounts = await countQueriesPerRequest(PRODUCTS)

  console.log('Bare Fastify hello-world…')
  const helloBefore = await withServer('hello-server.ts', [], '/hello', async (server) =>
    load('hello-world, before', `${server.origin}/hello`, CACHED_CONNECTIONS),
  )

  console.log('Shop app with the catalogue cache…')
  const cached = await withServer(
    'shop-server.ts',
    ['--products', String(PRODUCTS), '--cache', 'on'],
    LIST_PATH,
    async (server) => {
      const productId = server.ready.productId
      if (productId === undefined) throw new Error('The shop child named no product')
      const paths = { list: LIST_PATH, search: SEARCH_PATH, detail: detailPath(productId) }
      // The probes also fill the cache before the warm-up.
      const sizes = {
        list: await answerSizes(server.origin + paths.list),
        // The same page as the shop's grid asks for it: the card projection (docs/api.md).
        'list, cards': await answerSizes(`${server.origin}${paths.list}&fields=card`),
        search: await answerSizes(server.origin + paths.search),
        detail: await answerSizes(server.origin + paths.detail),
      }
      return {
        seedMilliseconds: server.ready.seedMilliseconds,
        sizes,
        listBody: await (await fetch(server.origin + paths.list)).text(),
        list: await load('cached list', server.origin + paths.list, CACHED_CONNECTIONS),
        search: await load('cached search', server.origin + paths.search, CACHED_CONNECTIONS),
        detail: await load('cached detail', server.origin + paths.detail, CACHED_CONNECTIONS),
      }
    },
  )

  console.log('Bare Fastify sending the cached list page as it is, then the hello-world again…')
  const { sameBody, helloAfter } = await measureBareBody(cached.listBody)

  console.log('Shop app with a cache that never hits…')
  const uncached = await withServer(
    'shop-server.ts',
    ['--products', String(PRODUCTS), '--cache', 'off'],
    LIST_PATH,
    async (server) => {
      const results: LoadResult[] = []
      for (const connections of UNCACHED_CONNECTIONS) {
        results.push(await load('uncached list', server.origin + LIST_PATH, connections))
        results.push(await load('uncached search', server.origin + SEARCH_PATH, connections))
      }
      return results
    },
  )

  // The machine drifts between runs and within one: the baseline is the mean of both hellos.
  const helloRequestsPerSecond = (helloBefore.requestsPerSecond + helloAfter.requestsPerSecond) / 2
  const ratioTo = (result: LoadResult) => result.requestsPerSecond / helloRequestsPerSecond
  const throughputAim = (result: LoadResult, minimum: number): Aim => ({
    text: `≥ ${formatPercent(minimum)} of hello`,
    met: ratioTo(result) >= minimum,
  })
  const latencyAim = (result: LoadResult, maximumMs: number): Aim => ({
    text: `p99 < ${String(maximumMs)} ms`,
    met: result.latencyMs.p99 < maximumMs,
  })
  const rows: ScenarioRow[] = [
    { result: helloBefore, ratio: ratioTo(helloBefore) },
    { result: helloAfter, ratio: ratioTo(helloAfter) },
    { result: sameBody, ratio: ratioTo(sameBody) },
    { result: cached.list, ratio: ratioTo(cached.list), aim: throughputAim(cached.list, 0.6) },
    { result: cached.search, ratio: ratioTo(cached.search) },
    {
      result: cached.detail,
      ratio: ratioTo(cached.detail),
      aim: throughputAim(cached.detail, 0.7),
    },
    ...uncached.map((result) => ({ result, ratio: ratioTo(result), aim: latencyAim(result, 20) })),
  ]

  const queryRows = smallCounts.map((small, index) => {
    const large: QueryCount | undefined = largeCounts[index]
    return {
      endpoint: small.endpoint,
      url: small.url,
      status: [small.status, large?.status],
      small: small.queries,
      large: large?.queries,
      equal: small.queries === large?.queries,
    }
  })
  const countsAreEqual = queryRows.every((row) => row.equal)

  console.log('\nThroughput and latency')
  console.log(
    formatTable(
      ['scenario', 'conns', 'req/s', 'of hello', 'p50 ms', 'p99 ms', 'bytes/resp', 'aim', 'met'],
      rows.map(({ result, ratio, aim }) => [
        result.name,
        result.connections,
        formatNumber(result.requestsPerSecond),
        formatPercent(ratio),
        result.latencyMs.p50.toFixed(2),
        result.latencyMs.p99.toFixed(2),
        formatNumber(result.bytesPerResponse),
        aim?.text ?? '',
        aim ? (aim.met ? 'yes' : 'NO') : '',
      ]),
    ),
  )

  // The share of the machine's ceiling for an answer of this size that the app reaches.
  const listOfSameBody = cached.list.requestsPerSecond / sameBody.requestsPerSecond
  console.log(
    `\nThe cached list reaches ${formatPercent(listOfSameBody)} of bare Fastify sending the same bytes.`,
  )

  console.log('\nCached answer bodies (bytes on the wire by Accept-Encoding)')
  console.log(
    formatTable(
      ['answer', 'identity', 'gzip', 'br'],
      Object.entries(cached.sizes).map(([name, sizes]) => [
        name,
        formatNumber(sizes.identity.bodyBytes),
        formatNumber(sizes.gzip.bodyBytes),
        formatNumber(sizes.br.bodyBytes),
      ]),
    ),
  )

  console.log('\nSQL statements per request (no cache)')
  console.log(
    formatTable(
      [
        'endpoint',
        `${String(SMALL_CATALOGUE)} products`,
        `${formatNumber(PRODUCTS)} products`,
        'equal',
      ],
      queryRows.map((row) => [row.endpoint, row.small, row.large ?? '?', row.equal ? 'yes' : 'NO']),
    ),
  )

  const allMet = rows.every((row) => row.aim?.met ?? true) && countsAreEqual
  console.log(`\n${allMet ? 'Every aim is met.' : 'Some aims are NOT met (see the tables above).'}`)

  const finishedAt = new Date()
  const resultsDir = fileURLToPath(new URL('../results/', import.meta.url))
  await mkdir(resultsDir, { recursive: true })
  const file = `${resultsDir}catalogue-${finishedAt.toISOString().slice(0, 19).replaceAll(':', '-')}.json`
  const raw = {
    finishedAt: finishedAt.toISOString(),
    machine,
    settings: {
      products: PRODUCTS,
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      cachedConnections: CACHED_CONNECTIONS,
      uncachedConnections: UNCACHED_CONNECTIONS,
      seedMilliseconds: cached.seedMilliseconds,
    },
    helloRequestsPerSecond,
    scenarios: rows,
    cachedListOfSameBody: listOfSameBody,
    cachedAnswerSizes: cached.sizes,
    queryCounts: { [SMALL_CATALOGUE]: smallCounts, [PRODUCTS]: largeCounts, equal: countsAreEqual },
    allAimsMet: allMet,
  }
  await writeFile(file, `${JSON.stringify(raw, null, 2)}\n`)
  console.log(`Raw results: ${file}`)
}

main().catch(async (error: unknown) => {
  console.error(error)
  await Promise.all([...running].map((server) => server.stop()))
  process.exit(1)
})
