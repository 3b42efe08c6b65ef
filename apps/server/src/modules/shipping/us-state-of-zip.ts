import { isUnitedStates } from '@shop/shared/checkout'
import { usStateCode, usStateName } from '@shop/shared/us-states'
import { lookUpZip } from './zip-lookup.js'

/**
 * Why a US address's ZIP code and state disagree, in the shopper's words naming both fields;
 * undefined when they agree, when the address is not in the US, or when the ZIP code is missing
 * from the offline ZIP data (a code newer than the data is not the shopper's mistake).
 */
export function zipStateMismatch(address: {
  country: string
  state: string
  postalCode: string
}): string | undefined {
  if (!isUnitedStates(address.country)) return undefined
  const state = usStateCode(address.state)
  const zip = address.postalCode.trim().slice(0, 5)
  const place = lookUpZip(zip)
  if (state === undefined || place === null || place.state === state) return undefined
  return `The ZIP code ${zip} is in ${usStateName(place.state)}, not in ${usStateName(state)}: please check the state and ZIP code.`
}
