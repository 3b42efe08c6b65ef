/**
 * The one rule for characters no field of the shop accepts (docs/product-rules.md § Several instances:
 * "A NUL byte or an invalid character anywhere in a query or body is bad input"): NUL and the
 * other control characters except tab, line feed and carriage return, lone UTF-16 surrogates
 * (text that is not valid Unicode) and the non-characters U+FFFE and U+FFFF. PostgreSQL cannot
 * store some of them and none of them belongs in a name, an address or a message.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const INVALID_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}\uFFFE\uFFFF]/u

export function hasInvalidCharacter(text: string): boolean {
  return INVALID_CHARACTER.test(text)
}

/** The answer to a request whose field at `path` (empty: the request itself) holds one. */
export function invalidCharacterMessage(path: string): string {
  const where = path === '' ? 'The request' : `The field "${path}"`
  return `${where} contains a character that is not allowed.`
}

/** Deeper than any body of this API; guards the walk against absurdly nested JSON. */
const MAX_DEPTH = 32

/**
 * The dotted path (`shippingAddress.city`, `items[2].color`) of the first string, value or
 * object key, in `value` that holds an invalid character; undefined when every string is clean.
 */
export function findInvalidText(value: unknown): string | undefined {
  return walk(value, '', 0)
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`)

function walk(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return hasInvalidCharacter(value) ? path : undefined
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = walk(item, `${path}[${String(index)}]`, depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacter(key)) return path === '' ? 'key' : path
    const found = walk(item, join(path, key), depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}
