import { allCountries } from 'country-region-data'
import { isUnitedStates } from './checkout.js'

/**
 * The world's countries by ISO 3166-1 alpha-2 code, from the `country-region-data` package: the
 * shipping table names its zones' countries by these codes (docs/product-rules.md § Shipping
 * rates). Only the back office and the server import it; the storefront's bundle stays without it.
 */
export const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(
  allCountries.map(([name, code]) => [code, name]),
)

export function isCountryCode(code: string): boolean {
  return COUNTRY_NAMES.has(code)
}

/** Upper case, dots dropped, spaces single: "u.s.a." and "USA" meet. */
const keyOf = (text: string) => text.trim().replace(/\./g, '').replace(/\s+/g, ' ').toUpperCase()

/** The names shoppers write for a country that the data spells otherwise. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  UK: 'GB',
  'GREAT BRITAIN': 'GB',
  ENGLAND: 'GB',
  SCOTLAND: 'GB',
  WALES: 'GB',
  'NORTHERN IRELAND': 'GB',
  'SOUTH KOREA': 'KR',
  'NORTH KOREA': 'KP',
  RUSSIA: 'RU',
  VIETNAM: 'VN',
  'CZECH REPUBLIC': 'CZ',
  TURKEY: 'TR',
}

const CODE_BY_KEY = new Map<string, string>([
  ...allCountries.flatMap(([name, code]): [string, string][] => [
    [code, code],
    [keyOf(name), code],
  ]),
  ...Object.entries(OTHER_NAMES),
])

/**
 * The ISO code of the country an address names, by its code or its English name ("Germany",
 * "DE", "United States", "USA"); undefined when the text names no country the data knows.
 */
export function countryCodeOf(country: string): string | undefined {
  // The United States by the one rule tax and the address checks use too, so no spelling gets
  // US rates without US tax and the ZIP check.
  if (isUnitedStates(country)) return 'US'
  const code = CODE_BY_KEY.get(keyOf(country))
  return code === 'US' ? undefined : code
}
