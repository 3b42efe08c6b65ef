import { randomInt } from 'node:crypto'

/**
 * A return's number as a customer reads it from the slip or over the phone: `R-` and six
 * characters of an alphabet without the ones mistaken for each other (0 O, 1 I L, 5 S, 8 B, Z).
 * 26 letters and digits to the sixth power give about 309 million numbers; the table's unique
 * index makes a rare repeat draw again.
 */
export const RETURN_NUMBER_ALPHABET = '234679ACDEFGHJKMNPQRTUVWXY'
export const RETURN_NUMBER_PATTERN = new RegExp(`^R-[${RETURN_NUMBER_ALPHABET}]{6}$`)

export function newReturnNumber(draw: (below: number) => number = randomInt): string {
  let code = ''
  for (let index = 0; index < 6; index += 1) {
    code += RETURN_NUMBER_ALPHABET.charAt(draw(RETURN_NUMBER_ALPHABET.length))
  }
  return `R-${code}`
}

/** What a customer typed as a return number: `r-7k2m9q`, `R 7K2M9Q` or `7k2m9q` are all one. */
export function normalizeReturnNumber(typed: string): string | undefined {
  const upper = typed.trim().toUpperCase()
  // `R-` or `R ` is the prefix; without a separator, seven characters carry the R and six are the
  // code alone, which may itself begin with an R.
  const prefixed = /^R[\s-]/.test(upper)
  const compact = (prefixed ? upper.slice(1) : upper).replace(/[\s-]/g, '')
  const code =
    !prefixed && compact.length === 7 && compact.startsWith('R') ? compact.slice(1) : compact
  const number = `R-${code}`
  return RETURN_NUMBER_PATTERN.test(number) ? number : undefined
}
