import { US } from 'country-region-data'

/**
 * What the region data lists under the United States but is no US state for an address here:
 * the freely associated states (Micronesia, Marshall Islands, Palau: countries of their own) and
 * the military "states" (AA, AE, AP), which no parcel service of the shop delivers to.
 */
const NOT_STATES = new Set(['FM', 'MH', 'PW', 'AA', 'AE', 'AP'])

/**
 * The names the shop writes differently from the region data, as shoppers know them: the data's
 * "Virgin Islands" also names the British ones. The data's name is still understood.
 */
const SHOP_NAMES: Readonly<Record<string, string>> = { VI: 'U.S. Virgin Islands' }

/**
 * The places a US address may name as its state: the 50 states, the District of Columbia and the
 * five inhabited territories, by their USPS codes, from the `country-region-data` package (the
 * checkout form checks it too, and only the United States' part of it reaches the web bundle). A
 * server test holds this list to the server's ZIP data
 * (apps/server/src/modules/shipping/us-state-of-zip.test.ts).
 */
const STATE_REGIONS = US[2].filter(([, code]) => !NOT_STATES.has(code))

export const US_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  STATE_REGIONS.map(([name, code]) => [code, SHOP_NAMES[code] ?? name]),
)

export const INVALID_US_STATE_MESSAGE = 'Please enter a valid US state.'

/** Upper case, dots dropped and spaces single: "u.s. virgin  islands" finds "U.S. Virgin Islands". */
const keyOf = (text: string) => text.trim().replace(/\./g, '').replace(/\s+/g, ' ').toUpperCase()

/** Each place by its code, the data's name and the shop's name. */
const CODE_BY_KEY = new Map<string, string>(
  STATE_REGIONS.flatMap(([dataName, code]) => [
    [code, code],
    [keyOf(dataName), code],
    [keyOf(usStateName(code)), code],
  ]),
)

/** The USPS code of a US state, DC or territory given by code or full name in any case; else undefined. */
export function usStateCode(state: string): string | undefined {
  return CODE_BY_KEY.get(keyOf(state))
}

/** The name the shop writes for a state code: `CA` → `California`. */
export function usStateName(code: string): string {
  return US_STATES[code] ?? code
}
