import { isUnitedStates } from '@shop/shared/checkout'
import zipcodes from 'zipcodes'

/**
 * Where tax is charged, as match keys: the country upper-cased (the United States, however it is
 * written, as `US`) and the state upper-cased, US states as their two-letter code, so that
 * "California", "california" and "CA" find the same rate. '' when there is no state.
 */
export interface TaxRegion {
  country: string
  state: string
}

const upperWords = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase()

/** The two-letter code of a US state or territory given by code or name; undefined if unknown. */
export function usStateCode(state: string): string | undefined {
  const key = upperWords(state)
  const { abbr, full } = zipcodes.states as {
    abbr: Record<string, string | undefined>
    full: Record<string, string | undefined>
  }
  if (abbr[key] !== undefined) return key
  return full[key]
}

export function taxRegionOf(country: string, state?: string | null): TaxRegion {
  const givenState = upperWords(state ?? '')
  if (isUnitedStates(country)) {
    return { country: 'US', state: usStateCode(givenState) ?? givenState }
  }
  return { country: upperWords(country), state: givenState }
}
