import {
  checkoutConflictSchema,
  isUnitedStates,
  SELECT_SHIPPING_OPTION_MESSAGE,
  type Checkout,
  type CheckoutConflict,
  type ShippingAddress,
} from '@shop/shared/checkout'
import { skipToken } from '@reduxjs/toolkit/query'
import { AlertCircle } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type SubmitEvent } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { api } from '../../../lib/api'
import { getErrorMessage } from '../../../lib/get-error-message'
import type { Order } from '@shop/shared/orders'
import { lineTotal, sumMoney } from '../checkout-money'
import { TextField } from '../../../components/ui/text-field'
import {
  useCreateCheckoutMutation,
  useGetAddressAutocompleteQuery,
  useGetShippingRatesQuery,
  useLazyLookUpZipQuery,
} from '../checkout-api'
import type { PlaceAddressFields } from '../place-address'
import { EMPTY_ADDRESS, LOOKUP_ZIP, validateAddress, type DeliveryField } from '../delivery-address'
import { CheckoutSummary } from './checkout-summary'
import { DeliveryForm } from './delivery-form'
import { PaymentStep } from './payment-step'
import { ShippingOptions } from './shipping-options'

/** A cart line as the cart feature keeps it. */
export interface CheckoutCartLine {
  productId: string
  name: string
  image: string
  price: number
  quantity: number
  size: string
  color: string
}

interface CheckoutPageProps {
  email: string
  lines: CheckoutCartLine[]
  /** Paid and placed: the route stores it, empties the cart and shows the confirmation. */
  onOrderPlaced: (order: Order) => void
}

// Google's Places code loads only for shops that configured a Maps key.
const AddressAutocomplete = lazy(() =>
  import('./address-autocomplete').then((module) => ({ default: module.AddressAutocomplete })),
)

const lineKey = (line: { productId: string; size: string; color: string }) =>
  `${line.productId}|${line.size}|${line.color}`

/** The figures of a 409 that carries them: the server's prices the shopper must see first. */
function readFreshFigures(error: unknown): CheckoutConflict | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  if (error.status !== 409 || !('data' in error)) return null
  const parsed = checkoutConflictSchema.safeParse(error.data)
  return parsed.success && parsed.data.totalPrice !== undefined ? parsed.data : null
}

const sectionClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

/**
 * shop-spec §2 and §4 Checkout: contact, delivery form, shipping methods, then payment, beside
 * an order summary. 'Continue to Payment' creates the checkout on the server, which recomputes
 * every price; a 409 brings the fresh figures, which replace the summary's before the shopper
 * tries again.
 */
export function CheckoutPage({ email, lines, onOrderPlaced }: CheckoutPageProps) {
  const dispatch = useAppDispatch()
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS)
  const [touched, setTouched] = useState<Partial<Record<DeliveryField, boolean>>>({})
  const [wasSubmitted, setWasSubmitted] = useState(false)
  /** Rates follow the country once the shopper leaves the field, not every keystroke. */
  const [ratesCountry, setRatesCountry] = useState(EMPTY_ADDRESS.country)
  const [selectedOptionId, setSelectedOptionId] = useState<string | null>(null)
  const [shippingError, setShippingError] = useState<string | null>(null)
  const [fresh, setFresh] = useState<CheckoutConflict | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [checkout, setCheckout] = useState<Checkout | null>(null)
  const [createCheckout, creation] = useCreateCheckoutMutation()
  const [lookUpZip] = useLazyLookUpZipQuery()
  const mapsApiKey = useGetAddressAutocompleteQuery(undefined).data?.googleMapsApiKey ?? null
  /** City and state the last ZIP lookup wrote: a later lookup may replace only those. */
  const filledByLookup = useRef<{ city: string; state: string } | null>(null)

  const products = lines.map(({ productId, quantity }) => ({ productId, quantity }))
  const rates = useGetShippingRatesQuery(
    ratesCountry.trim() === ''
      ? skipToken
      : { address: { country: ratesCountry.trim() }, products },
  )
  const options = rates.data?.options ?? []
  // A choice the new country does not offer is no choice.
  const selectedOption = options.find((option) => option.id === selectedOptionId) ?? null

  const freshPrices = new Map(fresh?.checkoutItems?.map((item) => [lineKey(item), item.price]))
  const items = lines.map((line) => ({
    ...line,
    key: lineKey(line),
    price: freshPrices.get(lineKey(line)) ?? line.price,
  }))
  const subtotal = sumMoney(items.map(lineTotal))
  const shippingCost =
    selectedOption === null
      ? null
      : fresh?.shippingOption?.id === selectedOption.id
        ? fresh.shippingOption.cost
        : selectedOption.cost
  const total = sumMoney([subtotal, shippingCost ?? 0])

  const errors = validateAddress(address)
  const shownErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => wasSubmitted || touched[field as DeliveryField]),
  )

  const fillFromZip = async (zip: string) => {
    const result = await lookUpZip(zip, true)
    const place = result.data
    if (!place) return
    setAddress((current) => {
      if (current.postalCode !== zip) return current
      const previous = filledByLookup.current
      const mayFill = (value: string, filled: string | undefined) =>
        value.trim() === '' || value === filled
      const next = { ...current }
      if (mayFill(current.city, previous?.city)) next.city = place.city
      if (mayFill(current.state, previous?.state)) next.state = place.state
      filledByLookup.current = { city: next.city, state: next.state }
      return next
    })
  }

  const fillFromPlace = (fields: PlaceAddressFields) => {
    // A part the place lacks keeps what the shopper typed.
    const found = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))
    setAddress((current) => ({ ...current, ...found }))
    filledByLookup.current = null
    if (fields.country) setRatesCountry(fields.country)
  }

  const changeField = (field: DeliveryField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }))
    if (field === 'postalCode' && LOOKUP_ZIP.test(value) && isUnitedStates(address.country)) {
      void fillFromZip(value)
    }
  }

  const leaveField = (field: DeliveryField) => {
    setTouched((current) => ({ ...current, [field]: true }))
    if (field === 'country') setRatesCountry(address.country)
  }

  const continueToPayment = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setWasSubmitted(true)
    setFailure(null)
    setRatesCountry(address.country)
    const hasAddressErrors = Object.keys(errors).length > 0
    if (!selectedOption) setShippingError(SELECT_SHIPPING_OPTION_MESSAGE)
    if (hasAddressErrors || !selectedOption || shippingCost === null) {
      // The first message is where the shopper's eyes go next.
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    try {
      const created = await createCheckout({
        checkoutItems: items.map(({ productId, size, color, quantity, price }) => ({
          productId,
          size,
          color,
          quantity,
          price,
        })),
        shippingAddress: address,
        shippingOption: { id: selectedOption.id, cost: shippingCost },
        totalPrice: total,
      }).unwrap()
      setFresh(null)
      setCheckout(created)
    } catch (error) {
      const figures = readFreshFigures(error)
      if (figures) {
        setFresh(figures)
        // The drawer's cart shows the new prices too.
        dispatch(api.util.invalidateTags(['Cart']))
      }
      setFailure(getErrorMessage(error, 'Your checkout could not be created. Please try again.'))
    }
  }

  const isLocked = checkout !== null

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <form
        noValidate
        onSubmit={(event) => {
          void continueToPayment(event)
        }}
        className="space-y-6"
        aria-label="Checkout"
      >
        <section aria-labelledby="contact-heading" className={sectionClass}>
          <h2 id="contact-heading" className="text-lg font-bold tracking-tight">
            Contact
          </h2>
          <div className="mt-4">
            <TextField label="Email" type="email" value={email} readOnly autoComplete="email" />
          </div>
        </section>

        <section aria-labelledby="delivery-heading" className={sectionClass}>
          <h2 id="delivery-heading" className="text-lg font-bold tracking-tight">
            Delivery
          </h2>
          {mapsApiKey && !isLocked ? (
            <div className="mt-4">
              <Suspense fallback={null}>
                <AddressAutocomplete apiKey={mapsApiKey} onPick={fillFromPlace} />
              </Suspense>
            </div>
          ) : null}
          <fieldset disabled={isLocked} className="mt-4">
            <legend className="sr-only">Delivery address</legend>
            <DeliveryForm
              address={address}
              errors={shownErrors}
              onChange={changeField}
              onBlur={leaveField}
            />
          </fieldset>
        </section>

        <section aria-labelledby="shipping-heading" className={sectionClass}>
          <h2 id="shipping-heading" className="text-lg font-bold tracking-tight">
            Shipping method
          </h2>
          <div className="mt-4">
            {rates.isFetching && options.length === 0 ? (
              <p className="text-sm text-stone-600">Loading...</p>
            ) : null}
            {rates.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                Error: {getErrorMessage(rates.error, 'Shipping options could not be loaded.')}
              </p>
            ) : null}
            {ratesCountry.trim() === '' ? (
              <p className="text-sm text-stone-600">Enter your country to see shipping options.</p>
            ) : null}
            <ShippingOptions
              options={options}
              selectedId={selectedOptionId}
              onSelect={(id) => {
                setSelectedOptionId(id)
                setShippingError(null)
              }}
              error={shippingError}
              isDisabled={isLocked}
            />
          </div>
        </section>

        {failure ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{failure}</p>
          </div>
        ) : null}

        {checkout ? (
          <section aria-labelledby="payment-heading" className={sectionClass}>
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="payment-heading" className="text-lg font-bold tracking-tight">
                Payment
              </h2>
              <button
                type="button"
                onClick={() => {
                  setCheckout(null)
                }}
                className="text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Edit details
              </button>
            </div>
            <div className="mt-4">
              <PaymentStep checkout={checkout} onOrderPlaced={onOrderPlaced} />
            </div>
          </section>
        ) : (
          <button
            type="submit"
            disabled={creation.isLoading}
            className="h-12 w-full rounded-full bg-ink px-6 text-sm font-semibold tracking-widest text-white uppercase transition hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:bg-stone-500"
          >
            {creation.isLoading ? 'Please wait...' : 'Continue to Payment'}
          </button>
        )}
      </form>

      <div className="lg:sticky lg:top-24">
        <CheckoutSummary
          items={items}
          subtotal={subtotal}
          shippingCost={shippingCost}
          total={total}
        />
      </div>
    </div>
  )
}
