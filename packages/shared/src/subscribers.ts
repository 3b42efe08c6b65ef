import { z } from 'zod'
import { adminListQuerySchema } from './admin-lists.js'

/**
 * The newsletter list in the back office (`/api/admin/subscribers`, docs/product-rules.md § Back office at
 * scale) and the unsubscribe link every newsletter e-mail carries.
 */

export const subscriberSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  /** When the address subscribed. */
  createdAt: z.iso.datetime(),
})
export type Subscriber = z.infer<typeof subscriberSchema>
export const subscriberListSchema = z.array(subscriberSchema)

export const SUBSCRIBER_SORT_FIELDS = ['email', 'createdAt'] as const

/** `GET /api/admin/subscribers?page&limit&search&sort`: search finds any part of the e-mail. */
export const subscriberQuerySchema = adminListQuerySchema(SUBSCRIBER_SORT_FIELDS, '-createdAt')
export type SubscriberQuery = z.output<typeof subscriberQuerySchema>
export type SubscriberQueryInput = z.input<typeof subscriberQuerySchema>

/** The export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'subscribedAt'] as const

export const SUBSCRIBER_NOT_FOUND_MESSAGE = 'Subscriber not found.'
export const SUBSCRIBER_DELETED_MESSAGE = 'Subscriber removed.'

/** The path of the link in every newsletter e-mail; `token` is the subscriber's secret. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe'

export function unsubscribePath(token: string): string {
  return `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
}

/** `?token=`: anything but a UUID names no subscriber, and is answered like a used link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() })

export const UNSUBSCRIBED_TITLE = 'You’re unsubscribed'
export const UNSUBSCRIBED_MESSAGE = 'You will not get our newsletter any more.'
export const NOT_SUBSCRIBED_TITLE = 'This address is not subscribed'
export const NOT_SUBSCRIBED_MESSAGE =
  'This link was used already, or the address was removed from our newsletter. Either way, you will not get it.'
