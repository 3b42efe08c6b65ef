/**
 * Picks the content coding of an answer kept ready in several encodings, from the request's
 * `Accept-Encoding` with its q-values (RFC 9110 § 12.5.3). Without the header the answer is
 * sent as it is.
 */
export type StoredEncoding = 'br' | 'gzip'
export type ChosenEncoding = StoredEncoding | 'identity'

/** Brotli first: on JSON it is smaller than gzip. */
const PREFERENCE: readonly StoredEncoding[] = ['br', 'gzip']

export function chooseEncoding(header: string | string[] | undefined): ChosenEncoding {
  if (header === undefined) return 'identity'
  const weights = parseWeights(Array.isArray(header) ? header.join(',') : header)
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*')
  let best: { coding: StoredEncoding; weight: number } | undefined
  for (const coding of PREFERENCE) {
    const weight = weightOf(coding) ?? 0
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { coding, weight }
  }
  // Identity is acceptable unless refused outright; a listed coding is preferred on a tie.
  const identity = weights.get('identity') ?? 0
  return best !== undefined && best.weight >= identity ? best.coding : 'identity'
}

function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const entry of header.split(',')) {
    const [token = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (token === '') continue
    const coding = token === 'x-gzip' ? 'gzip' : token
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(coding, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0)
  }
  return weights
}
