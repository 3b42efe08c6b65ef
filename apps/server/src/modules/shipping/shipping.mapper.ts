import type { ShippingOption } from '@shop/shared/checkout'
import { fromCents } from '../../lib/money.js'

/** A priced way to ship as the wire shows it (docs/product-rules.md § Entities, Shipping option). */
export function toShippingOptionDto(rate: {
  id: string
  label: string
  costCents: number
  estimatedDays: number | null
}): ShippingOption {
  return {
    id: rate.id,
    label: rate.label,
    cost: fromCents(rate.costCents),
    estimated_days: rate.estimatedDays,
  }
}
