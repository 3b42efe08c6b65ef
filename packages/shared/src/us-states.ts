/**
 * The places a US address may name as its state: the 50 states, the District of Columbia and the
 * five inhabited territories, by their USPS codes. Written out here, not imported: the checkout
 * form checks it too, and the server's ZIP data (the `zipcodes` package, 5 MB) has no names for
 * the territories and mixes in Canada's provinces. A server test holds this list to that data
 * (apps/server/src/modules/shipping/us-state-of-zip.test.ts); military (AA, AE, AP) and freely
 * associated states (FM, MH, PW) are no US state.
 */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
}

export const INVALID_US_STATE_MESSAGE = 'Please enter a valid US state.'

/** Upper case, dots dropped and spaces single: "u.s. virgin  islands" finds "U.S. Virgin Islands". */
const keyOf = (text: string) => text.trim().replace(/\./g, '').replace(/\s+/g, ' ').toUpperCase()

const CODE_BY_KEY = new Map<string, string>(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [code, code],
    [keyOf(name), code],
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
