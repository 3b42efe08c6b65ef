import { shippingNotOfferedMessage } from '@shop/shared/checkout'
import { COUNTRY_NAMES, countryCodeOf } from '@shop/shared/countries'

/**
 * docs/product-rules.md § Shipping rates: an address's country is free text ("United States",
 * "USA", "Germany", "DE"); the shipping table names ISO codes. A text that names no country the
 * data knows has no code, and only the rest-of-the-world zone can cover it.
 */
export function destinationCountryCode(country: string): string | undefined {
  return countryCodeOf(country)
}

/** Why an address gets no rates: its country by its English name, else as the shopper wrote it. */
export function notShippedMessage(country: string): string {
  const code = countryCodeOf(country)
  const name = code === undefined ? undefined : COUNTRY_NAMES.get(code)
  return shippingNotOfferedMessage(name ?? country.trim())
}
