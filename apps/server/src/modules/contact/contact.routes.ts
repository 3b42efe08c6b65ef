import { apiErrorSchema, messageResponseSchema } from '@shop/shared/common'
import {
  CONTACT_SENT_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  contactMessageBodySchema,
  newsletterBodySchema,
} from '@shop/shared/contact'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { RATE_LIMITS } from '../../config/rate-limits.js'
import { subscribeToNewsletter } from '../newsletter/newsletter.service.js'
import { sendContactMessage } from './contact.service.js'

const refusals = { 400: apiErrorSchema, 429: apiErrorSchema }

/** The public forms: the contact message and the newsletter sign-up. */
export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: RATE_LIMITS.contact },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the shop',
        body: contactMessageBodySchema,
        response: { 201: messageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await sendContactMessage(db, request.body, config.mail.shopEmail)
      return reply.code(201).send({ message: CONTACT_SENT_MESSAGE })
    },
  )

  app.post(
    '/newsletter',
    {
      config: { rateLimit: RATE_LIMITS.newsletter },
      schema: {
        tags: ['Contact'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterBodySchema,
        response: { 201: messageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter(db, request.body)
      return reply.code(201).send({ message: NEWSLETTER_SUBSCRIBED_MESSAGE })
    },
  )
}
