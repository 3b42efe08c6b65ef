import type { ShippingAddress } from '@shop/shared/checkout'

/** One part of a Google place's address, as the Places library gives it. */
export interface PlaceAddressComponent {
  types: readonly string[]
  longText: string | null
  shortText: string | null
}

export type PlaceAddressFields = Pick<
  ShippingAddress,
  'address' | 'city' | 'state' | 'postalCode' | 'country'
>

/**
 * The delivery fields a picked place fills (issue 5: address, city, state, postal code and
 * country). A state is its USPS code ("NY"), as a shopper writes it; the country its full name,
 * which the shipping rates and the ZIP rule recognise.
 */
export function addressFromPlace(components: readonly PlaceAddressComponent[]): PlaceAddressFields {
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') =>
    components.find((component) => component.types.includes(type))?.[form]?.trim() ?? ''
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ')
  const unit = part('subpremise')
  return {
    address: [street || part('premise'), unit && `#${unit}`].filter(Boolean).join(' '),
    // Not every US place has a locality (some boroughs and townships only have a sublocality).
    city:
      part('locality') || part('postal_town') || part('sublocality_level_1') || part('sublocality'),
    state: part('administrative_area_level_1', 'shortText'),
    postalCode: part('postal_code'),
    country: part('country'),
  }
}
