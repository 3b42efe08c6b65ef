import {
  addressAutocompleteConfigSchema,
  shippingRatesBodySchema,
  shippingRatesSchema,
} from '@shop/shared/checkout'
import { apiErrorSchema } from '@shop/shared/common'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { notFound } from '../../lib/app-error.js'
import { quoteShippingRates } from './shipping.service.js'
import { lookUpZip } from './zip-lookup.js'

export const ZIP_NOT_FOUND_MESSAGE = 'ZIP code not found.'

const zipPlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.literal('United States'),
})

/** Public shipping quotes under /api/shipping (docs/product-rules.md § Shipping rates). */
export const shippingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/rates',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'Shipping options for an address and the products to ship',
        description:
          'No token needed. The country may be a name or an ISO code (`United States`, `US` and `USA` are the same). US addresses get standard, express and overnight; others international standard and express. Standard is free when the subtotal of the products, at the database’s prices, is over $100.',
        body: shippingRatesBodySchema,
        response: { 200: shippingRatesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteShippingRates(db, request.body),
  )

  app.get(
    '/zip/:zip',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'City and state of a US ZIP code',
        description:
          'No token needed. Read offline from the `zipcodes` data; the checkout form fills city and state with it. An unknown or malformed code answers 404.',
        params: z.object({ zip: z.string() }),
        response: { 200: zipPlaceSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const place = lookUpZip(request.params.zip)
      if (!place) throw notFound(ZIP_NOT_FOUND_MESSAGE)
      return place
    },
  )

  app.get(
    '/address-autocomplete',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'Whether the checkout offers address autocomplete, and its key',
        description:
          'No token needed. `googleMapsApiKey` is the browser key of the Maps JavaScript API (Places) when `GOOGLE_MAPS_API_KEY` is set, else null; the checkout then offers US address autocomplete.',
        response: { 200: addressAutocompleteConfigSchema },
      },
    },
    () => ({ googleMapsApiKey: config.googleMapsApiKey ?? null }),
  )
}
