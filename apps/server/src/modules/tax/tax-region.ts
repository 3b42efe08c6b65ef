import { isUnitedStates } from '@shop/shared/checkout'
import { usStateCode } from '@shop/shared/us-states'

export { usStateCode }

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

export function taxRegionOf(country: string, state?: string | null): TaxRegion {
  const givenState = upperWords(state ?? '')
  if (isUnitedStates(country)) {
    return { country: 'US', state: usStateCode(givenState) ?? givenState }
  }
  return { country: upperWords(country), state: givenState }
}
