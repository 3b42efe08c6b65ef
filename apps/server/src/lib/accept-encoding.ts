import Negotiator from 'negotiator'

/**
 * Picks the content coding of an answer kept ready in several encodings, from the request's
 * `Accept-Encoding` with its q-values (RFC 9110 § 12.5.3), read by `negotiator` (the parser
 * Express uses). Without the header the answer is sent as it is.
 */
export type StoredEncoding = 'br' | 'gzip'
export type ChosenEncoding = StoredEncoding | 'identity'

const AVAILABLE: ChosenEncoding[] = ['br', 'gzip', 'identity']
/** On a tie brotli wins: on JSON it is smaller than gzip. */
const PREFERRED: ChosenEncoding[] = ['br', 'gzip', 'identity']

/** negotiator 1.x takes a tie-break order; @types/negotiator 0.6 does not know it yet. */
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined
}

export function chooseEncoding(header: string | string[] | undefined): ChosenEncoding {
  if (header === undefined) return 'identity'
  const list = (Array.isArray(header) ? header.join(',') : header).replace(/\bx-gzip\b/gi, 'gzip')
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': list },
  }) as unknown as EncodingNegotiator
  const best = negotiator.encoding(AVAILABLE, { preferred: PREFERRED })
  return AVAILABLE.find((coding) => coding === best) ?? 'identity'
}
