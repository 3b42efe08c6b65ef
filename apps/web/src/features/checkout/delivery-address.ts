import { shippingAddressSchema, type ShippingAddress } from '@shop/shared/checkout'

export type DeliveryField = keyof ShippingAddress
export type DeliveryErrors = Partial<Record<DeliveryField, string>>

/** docs/product-rules.md § Validation: the default country of the delivery form. */
export const DEFAULT_COUNTRY = 'United States'

export const EMPTY_ADDRESS: ShippingAddress = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
  phone: '',
}

/** The shared schema's first message per field (the server says the same). */
export function validateAddress(address: ShippingAddress): DeliveryErrors {
  const result = shippingAddressSchema.safeParse(address)
  if (result.success) return {}
  const errors: DeliveryErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DeliveryField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** A US ZIP code complete enough to look up. */
export const LOOKUP_ZIP = /^\d{5}$/
