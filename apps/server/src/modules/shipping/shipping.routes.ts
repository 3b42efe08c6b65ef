import {
  addressAutocompleteConfigSchema,
  shippingRatesBodySchema,
  shippingRatesSchema,
} from '@shop/shared/checkout'
import { apiErrorSchema } from '@shop/shared/common'
import { shippingSummarySchema } from '@shop/shared/shipping-summary'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { notFound } from '../../lib/app-error.js'
import { encodeJson } from '../../lib/send-json.js'
import { answerKnownAddress, sendCachedAnswer } from '../catalog/cached-answer.js'
import { getShippingSummary, quoteShippingRates } from './shipping.service.js'
import { lookUpZip } from './zip-lookup.js'

export const ZIP_NOT_FOUND_MESSAGE = 'ZIP code not found.'

/** The cache key of the summary's answer; a save of the table drops the whole cache, everywhere. */
export const SHIPPING_SUMMARY_CACHE_KEY = 'shipping-summary'

const zipPlaceSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.literal('United States'),
})

/** Public shipping quotes under /api/shipping (docs/product-rules.md § Shipping rates). */
export const shippingRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, catalogCache },
) => {
  app.post(
    '/rates',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'Shipping options for an address and the products to ship',
        description:
          'No token needed. The country may be a name or an ISO code (`United States`, `US` and `USA` are the same). The options are the rates of the shipping table’s zone that names the country, else of its rest-of-the-world zone; a rate is free when the subtotal of the products, at the database’s prices, is over (strictly) its `freeOver`. A country no zone covers gets `{options: [], message}`.',
        body: shippingRatesBodySchema,
        response: { 200: shippingRatesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quoteShippingRates(db, request.body),
  )

  app.get(
    '/summary',
    {
      // The same for everyone: cacheable (plugins/security.ts), kept encoded in the cache.
      config: { isPublic: true },
      compress: false,
      onRequest: answerKnownAddress(catalogCache),
      schema: {
        tags: ['Checkout'],
        summary: 'The shipping table as the storefront tells shoppers',
        description:
          'No token needed. Zones in order with their countries’ names (none for the rest of the world) and rates; `freeShippingOver` is the amount over which every zone has a free rate, left out when some zone has none. Changes of the table reach it on every instance within a second.',
        response: { 200: shippingSummarySchema },
      },
    },
    async (request, reply) => {
      const answer = await catalogCache.getOrLoad(
        SHIPPING_SUMMARY_CACHE_KEY,
        async () => encodeJson(await getShippingSummary(db)),
        request.url,
      )
      return sendCachedAnswer(request, reply, answer)
    },
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
