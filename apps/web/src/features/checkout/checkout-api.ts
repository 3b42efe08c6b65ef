import type {
  AddressAutocompleteConfig,
  Checkout,
  CheckoutPayment,
  CreateCheckoutInput,
  PaymentConfig,
  Quote,
  QuoteInput,
  ShippingRates,
  ShippingRatesBody,
} from '@shop/shared/checkout'
import type { Order } from '@shop/shared/orders'
import { api } from '../../lib/api'

/** Where a US ZIP code lies (`GET /api/shipping/zip/:zip`). */
export interface ZipPlace {
  city: string
  state: string
  country: string
}

/**
 * The calls of docs/product-rules.md § Shipping rates and § Checkout. Payment and
 * finalize send no body at all: an empty body declared as JSON is refused by the server.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, undefined>({
      query: () => '/checkout/payment-config',
    }),
    getShippingRates: build.query<ShippingRates, ShippingRatesBody>({
      query: (body) => ({ url: '/shipping/rates', method: 'POST', body }),
    }),
    getAddressAutocomplete: build.query<AddressAutocompleteConfig, undefined>({
      query: () => '/shipping/address-autocomplete',
    }),
    lookUpZip: build.query<ZipPlace, string>({
      query: (zip) => `/shipping/zip/${encodeURIComponent(zip)}`,
    }),
    /**
     * docs/product-rules.md § Money: what the basket costs now, as the summary shows it. A query keyed by
     * its body: each address region, option or code asks once, and going back reads the cache.
     */
    getQuote: build.query<Quote, QuoteInput>({
      query: (body) => ({ url: '/checkout/quote', method: 'POST', body }),
    }),
    createCheckout: build.mutation<Checkout, CreateCheckoutInput>({
      query: (body) => ({ url: '/checkout', method: 'POST', body }),
    }),
    openPayment: build.mutation<CheckoutPayment, string>({
      query: (checkoutId) => ({
        url: `/checkout/${encodeURIComponent(checkoutId)}/payment`,
        method: 'POST',
        body: undefined,
      }),
    }),
    payCheckout: build.mutation<Checkout, { checkoutId: string; orderId: string }>({
      query: ({ checkoutId, orderId }) => ({
        url: `/checkout/${encodeURIComponent(checkoutId)}/pay`,
        method: 'PUT',
        body: { paymentStatus: 'paid', paymentDetails: { orderId } },
      }),
    }),
    finalizeCheckout: build.mutation<Order, string>({
      query: (checkoutId) => ({
        url: `/checkout/${encodeURIComponent(checkoutId)}/finalize`,
        method: 'POST',
        body: undefined,
      }),
      // The server emptied the cart, wrote an order and spent the store credit it used.
      invalidatesTags: ['Cart', 'Order', 'StoreCredit'],
    }),
  }),
})

export const {
  useGetPaymentConfigQuery,
  useGetShippingRatesQuery,
  useGetAddressAutocompleteQuery,
  useLazyLookUpZipQuery,
  useGetQuoteQuery,
  useLazyGetQuoteQuery,
  useCreateCheckoutMutation,
  useOpenPaymentMutation,
  usePayCheckoutMutation,
  useFinalizeCheckoutMutation,
} = checkoutApi
