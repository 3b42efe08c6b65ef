import http from 'node:http'
import autocannon from 'autocannon'

export interface LoadScenario {
  name: string
  url: string
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

export interface LoadResult {
  name: string
  url: string
  connections: number
  durationSeconds: number
  requestsPerSecond: number
  /** Exact percentiles of every answered request of the measured window, in milliseconds. */
  latencyMs: { mean: number; p50: number; p99: number; max: number }
  responses: number
  /** Response bytes (headers included) per answered request. */
  bytesPerResponse: number
  non2xx: number
  errors: number
  timeouts: number
}

/**
 * Loads one URL with autocannon from this process. autocannon's own latency histogram keeps
 * whole milliseconds, too coarse for answers that take less than one; its per-response times
 * are exact, so the percentiles are taken from those.
 */
export async function measureLoad(scenario: LoadScenario): Promise<LoadResult> {
  const latencies: number[] = []
  // autocannon 8 takes a warm-up phase that its published types do not list yet.
  const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
    url: scenario.url,
    connections: scenario.connections,
    duration: scenario.durationSeconds,
    warmup: { connections: scenario.connections, duration: scenario.warmupSeconds },
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, finished: autocannon.Result) => {
      if (error) reject(error)
      else resolve(finished)
    })
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms)
    })
  })
  const sorted = Float64Array.from(latencies).sort()
  const total = sorted.reduce((sum, ms) => sum + ms, 0)
  return {
    name: scenario.name,
    url: scenario.url,
    connections: scenario.connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      mean: sorted.length > 0 ? total / sorted.length : 0,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    },
    responses: sorted.length,
    bytesPerResponse: sorted.length > 0 ? result.throughput.total / sorted.length : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.max(1, Math.ceil(fraction * sorted.length))
  return sorted[rank - 1] ?? 0
}

export interface ProbedAnswer {
  status: number
  /** Bytes of the body as sent, so compressed when an encoding was accepted. */
  bodyBytes: number
  contentEncoding: string | undefined
}

/**
 * One request with node:http, which (like autocannon) sends no Accept-Encoding unless told to;
 * fetch would ask for compression and hide the size on the wire.
 */
export function probe(url: string, acceptEncoding?: string): Promise<ProbedAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    http
      .get(url, { headers }, (response) => {
        let bodyBytes = 0
        response.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length
        })
        response.on('end', () => {
          const encoding = response.headers['content-encoding']
          resolve({ status: response.statusCode ?? 0, bodyBytes, contentEncoding: encoding })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}
