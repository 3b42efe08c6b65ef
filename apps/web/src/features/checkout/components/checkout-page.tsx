import {
  isUnitedStates,
  SELECT_SHIPPING_OPTION_MESSAGE,
  type Checkout,
  type QuoteInput,
  type ShippingAddress,
} from '@shop/shared/checkout'
import { skipToken } from '@reduxjs/toolkit/query'
import { AlertCircle } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { api } from '../../../lib/api'
import { estimatedDeliveryDate } from '@shop/shared/delivery'
import { formatDate } from '../../../lib/format-date'
import { getErrorMessage } from '../../../lib/get-error-message'
import type { Order } from '@shop/shared/orders'
import { TextField } from '../../../components/ui/text-field'
import {
  useCreateCheckoutMutation,
  useGetAddressAutocompleteQuery,
  useGetQuoteQuery,
  useGetShippingRatesQuery,
  useLazyGetQuoteQuery,
  useLazyLookUpZipQuery,
} from '../checkout-api'
import {
  figuresOfCheckout,
  figuresOfQuote,
  readPriceChange,
  type CheckoutFigures,
  type PriceChange,
} from '../checkout-figures'
import type { PlaceAddressFields } from '../place-address'
import { EMPTY_ADDRESS, LOOKUP_ZIP, validateAddress, type DeliveryField } from '../delivery-address'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { CheckoutSummary } from './checkout-summary'
import { DeliveryForm } from './delivery-form'
import { DiscountCodeForm } from './discount-code-form'
import { PaymentStep } from './payment-step'
import { PlaceOrderStep } from './place-order-step'
import { PriceChangeNotice } from './price-change-notice'
import { ShippingOptions } from './shipping-options'
import { StoreCreditSwitch } from './store-credit-switch'
import { focusRing } from '../../../components/ui/focus-ring'
import { Button } from '../../../components/ui/button'

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

/** What a ZIP lookup wrote into the form: the city, the state, or both. */
interface LookupFill {
  city?: string
  state?: string
}

interface CheckoutPageProps {
  email: string
  lines: CheckoutCartLine[]
  /** Paid and placed: the route stores it, empties the cart and shows the confirmation. */
  onOrderPlaced: (order: Order) => void
  /** The customer's store credit balance in dollars; the switch to spend it shows above 0. */
  storeCreditBalance?: number
}

// Google's Places code loads only for shops that configured a Maps key.
const AddressAutocomplete = lazy(() =>
  import('./address-autocomplete').then((module) => ({ default: module.AddressAutocomplete })),
)

/** How long the country and state rest before the rates and the quote follow them. */
const REGION_SETTLE_MS = 400

const lineKey = (line: { productId: string; size: string; color: string }) =>
  `${line.productId}|${line.size}|${line.color}`

const sectionClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8'

/**
 * docs/product-rules.md § Screens and § States, Checkout: contact, delivery form, shipping methods, then payment, beside
 * an order summary. The summary shows the server's figures only (docs/product-rules.md § Money): the
 * quote for the region, option and discount code while the shopper fills the form, the created
 * checkout's during payment, and the fresh figures of a 409, which the shopper confirms before a
 * new checkout is made. A customer with store credit can spend it with one switch; a checkout it
 * pays entirely is placed with "Place order" instead of a payment (docs/decisions/033-store-credit.md).
 */
export function CheckoutPage({
  email,
  lines,
  onOrderPlaced,
  storeCreditBalance = 0,
}: CheckoutPageProps) {
  const dispatch = useAppDispatch()
  const formRef = useRef<HTMLFormElement>(null)
  const [address, setAddress] = useState<ShippingAddress>(EMPTY_ADDRESS)
  const [touched, setTouched] = useState<Partial<Record<DeliveryField, boolean>>>({})
  const [wasSubmitted, setWasSubmitted] = useState(false)
  /** Bumped by a refused Continue: the first field to fix then takes the focus. */
  const [focusRequest, setFocusRequest] = useState(0)
  const [selectedOptionId, setSelectedOptionId] = useState<string | null>(null)
  const [shippingError, setShippingError] = useState<string | null>(null)
  /** The code the shopper applied; the quote says whether it applies. */
  const [discountCode, setDiscountCode] = useState<string | null>(null)
  /** The store credit switch; off without a balance, whatever was chosen before. */
  const [wantsStoreCredit, setWantsStoreCredit] = useState(false)
  const spendsStoreCredit = wantsStoreCredit && storeCreditBalance > 0
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [checkout, setCheckout] = useState<Checkout | null>(null)
  const [today] = useState(() => new Date())
  const [createCheckout, creation] = useCreateCheckoutMutation()
  const [fetchQuote, quoteFetch] = useLazyGetQuoteQuery()
  const [lookUpZip] = useLazyLookUpZipQuery()
  const mapsApiKey = useGetAddressAutocompleteQuery(undefined).data?.googleMapsApiKey ?? null
  /** City and state the last ZIP lookup wrote: a later lookup may replace only those. */
  const filledByLookup = useRef<LookupFill | null>(null)

  // Rates and tax follow the country and state once the shopper stops typing, not every key.
  const country = useDebouncedValue(address.country.trim(), REGION_SETTLE_MS)
  const state = useDebouncedValue(address.state.trim(), REGION_SETTLE_MS)

  const basket = lines.map(({ productId, size, color, quantity }) => ({
    productId,
    size,
    color,
    quantity,
  }))
  const rates = useGetShippingRatesQuery(
    country === '' ? skipToken : { address: { country }, products: basket },
  )
  // Only the options of the country asked for: a choice the new country does not offer is none.
  const options = rates.currentData?.options ?? []
  const selectedOption = options.find((option) => option.id === selectedOptionId) ?? null

  const quoteInput = (region: { country: string; state: string }): QuoteInput => ({
    checkoutItems: basket,
    ...(region.country === ''
      ? {}
      : {
          shippingAddress: {
            country: region.country,
            ...(region.state === '' ? {} : { state: region.state }),
          },
        }),
    ...(selectedOption ? { shippingOptionId: selectedOption.id } : {}),
    ...(discountCode === null ? {} : { discountCode }),
    ...(spendsStoreCredit ? { useStoreCredit: true } : {}),
  })
  const quote = useGetQuoteQuery(quoteInput({ country, state }))

  // What the summary shows: fresh figures to confirm, else the checkout being paid, else the quote.
  const quoteFigures = quote.data && !quote.isError ? figuresOfQuote(quote.data) : null
  const figures: CheckoutFigures | null =
    priceChange?.figures ?? (checkout ? figuresOfCheckout(checkout) : quoteFigures)
  const isReviewing = priceChange === null && checkout === null
  const discountMessage = priceChange
    ? priceChange.figures.discountMessage
    : isReviewing
      ? (quote.currentData?.discountMessage ?? null)
      : null
  const deliveryDays = figures?.shippingOption ? figures.shippingOption.estimated_days : undefined

  const errors = validateAddress(address)
  const shownErrors = Object.fromEntries(
    Object.entries(errors).filter(([field]) => wasSubmitted || touched[field as DeliveryField]),
  )

  // After a refused Continue the first field to fix, in the page's order, takes the focus (the
  // browser scrolls it into view, below the sticky header: scroll-mt on the form's inputs).
  useEffect(() => {
    if (focusRequest === 0) return
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target =
      invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input') : invalid
    target?.focus()
  }, [focusRequest])

  const fillFromZip = async (zip: string) => {
    const result = await lookUpZip(zip, true)
    const place = result.data
    if (!place) return
    setAddress((current) => {
      // The shopper moved on: another postal code, or a country the lookup does not speak for.
      if (current.postalCode !== zip || !isUnitedStates(current.country)) return current
      const previous = filledByLookup.current
      const mayFill = (value: string, filled: string | undefined) =>
        value.trim() === '' || value === filled
      const next = { ...current }
      const filled: LookupFill = {}
      if (mayFill(current.city, previous?.city)) next.city = filled.city = place.city
      if (mayFill(current.state, previous?.state)) next.state = filled.state = place.state
      filledByLookup.current = filled
      return next
    })
  }

  /**
   * The shopper turned the country away from the United States (the postal code comes before the
   * country in the form): a city and state only the ZIP lookup wrote no longer belong.
   */
  const forgetUsLookup = () => {
    const filled = filledByLookup.current
    filledByLookup.current = null
    if (!filled) return
    setAddress((current) => ({
      ...current,
      city: current.city === filled.city ? '' : current.city,
      state: current.state === filled.state ? '' : current.state,
    }))
  }

  const fillFromPlace = (fields: PlaceAddressFields) => {
    // A part the place lacks keeps what the shopper typed.
    const found = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))
    setAddress((current) => ({ ...current, ...found }))
    filledByLookup.current = null
  }

  /** A change of what the basket costs: figures waiting to be confirmed no longer hold. */
  const changePricing = () => {
    setPriceChange(null)
    setFailure(null)
  }

  const changeField = (field: DeliveryField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }))
    if (field === 'country' && !isUnitedStates(value)) forgetUsLookup()
    if (field === 'country' || field === 'state') changePricing()
    if (field === 'postalCode' && LOOKUP_ZIP.test(value) && isUnitedStates(address.country)) {
      void fillFromZip(value)
    }
  }

  const leaveField = (field: DeliveryField) => {
    setTouched((current) => ({ ...current, [field]: true }))
  }

  /** Fresh figures from a 409: shown for the shopper to confirm; the old checkout is dropped. */
  const showPriceChange = (change: PriceChange) => {
    setPriceChange(change)
    setCheckout(null)
    setFailure(null)
    // The quote cached for these choices predates the change, and the drawer's cart shows prices.
    void quote.refetch()
    dispatch(api.util.invalidateTags(['Cart']))
  }

  /** Creates the checkout at the figures the shopper was shown; the server refuses any other. */
  const createCheckoutAt = async (shown: CheckoutFigures) => {
    const optionId = shown.shippingOption?.id ?? selectedOption?.id
    if (optionId === undefined) return
    const prices = new Map(shown.items.map((item) => [lineKey(item), item.price]))
    try {
      const created = await createCheckout({
        checkoutItems: basket.map((line) => ({ ...line, price: prices.get(lineKey(line)) })),
        shippingAddress: address,
        shippingOption: { id: optionId, cost: shown.shipping },
        totalPrice: shown.total,
        discountCode: shown.discountCode,
        ...(spendsStoreCredit ? { useStoreCredit: true } : {}),
      }).unwrap()
      setPriceChange(null)
      setCheckout(created)
    } catch (error) {
      const change = readPriceChange(error)
      if (change) showPriceChange(change)
      else
        setFailure(getErrorMessage(error, 'Your checkout could not be created. Please try again.'))
    }
  }

  const continueToPayment = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setWasSubmitted(true)
    setFailure(null)
    const hasAddressErrors = Object.keys(errors).length > 0
    if (!selectedOption) setShippingError(SELECT_SHIPPING_OPTION_MESSAGE)
    if (hasAddressErrors || !selectedOption) {
      setFocusRequest((count) => count + 1)
      return
    }
    try {
      // The quote for the address as it stands now (the summary shows the same cached answer).
      const region = { country: address.country.trim(), state: address.state.trim() }
      const shown = await fetchQuote(quoteInput(region), true).unwrap()
      await createCheckoutAt(figuresOfQuote(shown))
    } catch (error) {
      setFailure(getErrorMessage(error, 'Your total could not be calculated. Please try again.'))
    }
  }

  const isLocked = checkout !== null
  const isCreating = creation.isLoading || quoteFetch.isFetching

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          void continueToPayment(event)
        }}
        className="space-y-6 [&_input]:scroll-mt-28"
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
            {country === '' ? (
              <p className="text-sm text-stone-600">Enter your country to see shipping options.</p>
            ) : null}
            {/* A country no zone of the shipping table covers: no options, and the reason. */}
            {rates.currentData?.message ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {rates.currentData.message}
              </p>
            ) : null}
            <ShippingOptions
              options={options}
              selectedId={selectedOptionId}
              onSelect={(id) => {
                setSelectedOptionId(id)
                setShippingError(null)
                changePricing()
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

        {priceChange ? (
          <PriceChangeNotice
            message={priceChange.message}
            total={priceChange.figures.total}
            isConfirming={creation.isLoading}
            onConfirm={() => {
              void createCheckoutAt(priceChange.figures)
            }}
          />
        ) : checkout ? (
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
                className={`text-sm font-semibold text-stone-700 underline underline-offset-4 hover:text-ink ${focusRing.standard}`}
              >
                Edit details
              </button>
            </div>
            <div className="mt-4">
              {checkout.amountDue === 0 ? (
                <PlaceOrderStep
                  key={checkout._id}
                  checkout={checkout}
                  onOrderPlaced={onOrderPlaced}
                  onPriceChange={showPriceChange}
                />
              ) : (
                <PaymentStep
                  key={checkout._id}
                  checkout={checkout}
                  onOrderPlaced={onOrderPlaced}
                  onPriceChange={showPriceChange}
                />
              )}
            </div>
          </section>
        ) : (
          <Button
            type="submit"
            disabled={isCreating}
            variant="primary"
            className="h-12 w-full px-6 text-sm tracking-widest uppercase transition disabled:cursor-wait disabled:bg-stone-500"
          >
            {isCreating ? 'Please wait...' : 'Continue to Payment'}
          </Button>
        )}
      </form>

      <div className="lg:sticky lg:top-24">
        <CheckoutSummary
          figures={figures}
          isUpdating={isReviewing && quote.isFetching}
          error={
            isReviewing && quote.isError
              ? getErrorMessage(quote.error, 'Your total could not be calculated.')
              : null
          }
          estimatedDelivery={
            deliveryDays === undefined
              ? null
              : formatDate(estimatedDeliveryDate(today, deliveryDays))
          }
          discountCode={
            <DiscountCodeForm
              appliedCode={figures?.discountCode ?? null}
              message={discountMessage}
              isDisabled={isLocked}
              onApply={(code) => {
                setDiscountCode(code)
                changePricing()
              }}
              onRemove={() => {
                setDiscountCode(null)
                changePricing()
              }}
            />
          }
          storeCredit={
            storeCreditBalance > 0 ? (
              <StoreCreditSwitch
                balance={storeCreditBalance}
                isOn={spendsStoreCredit}
                isDisabled={isLocked}
                onChange={(isOn) => {
                  setWantsStoreCredit(isOn)
                  changePricing()
                }}
              />
            ) : null
          }
        />
      </div>
    </div>
  )
}
