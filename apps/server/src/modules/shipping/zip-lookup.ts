import zipcodes from 'zipcodes'

/** Where a US ZIP code lies, read offline from the `zipcodes` data (no network, no key). */
export interface ZipPlace {
  city: string
  state: string
  country: 'United States'
}

const FIVE_DIGIT_ZIP = /^\d{5}$/

/** The city and state of a 5-digit US ZIP code, or null when the code is unknown or malformed. */
export function lookUpZip(zip: string): ZipPlace | null {
  if (!FIVE_DIGIT_ZIP.test(zip)) return null
  const place = zipcodes.lookup(zip)
  // The package also holds Canadian postal codes; only US codes fill a US address.
  if (place?.country !== 'US') return null
  return { city: place.city, state: place.state, country: 'United States' }
}
