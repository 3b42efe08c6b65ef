import type { ShippingAddress } from '@shop/shared/checkout'
import { TextField } from '../../../components/ui/text-field'
import type { DeliveryErrors, DeliveryField } from '../delivery-address'

interface DeliveryFormProps {
  address: ShippingAddress
  /** Messages of the fields the shopper left or of every field after a submit. */
  errors: DeliveryErrors
  onChange: (field: DeliveryField, value: string) => void
  onBlur: (field: DeliveryField) => void
}

const FIELDS: {
  name: DeliveryField
  label: string
  autoComplete: string
  type?: string
  wide?: boolean
  inputMode?: 'numeric' | 'tel'
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
  { name: 'address', label: 'Address', autoComplete: 'shipping address-line1', wide: true },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'shipping postal-code' },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'state', label: 'State', autoComplete: 'shipping address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel', wide: true },
]

/** docs/product-rules.md § Validation, Checkout: every delivery field is required, each with its own message. */
export function DeliveryForm({ address, errors, onChange, onBlur }: DeliveryFormProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
          <TextField
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required
            value={address[field.name]}
            error={errors[field.name]}
            onChange={(event) => {
              onChange(field.name, event.target.value)
            }}
            onBlur={() => {
              onBlur(field.name)
            }}
          />
        </div>
      ))}
    </div>
  )
}
