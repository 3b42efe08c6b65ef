import type { Subscriber } from '@shop/shared/subscribers'
import type { NewsletterSubscriberRow } from './newsletter.repository.js'

/** A subscriber as the back office reads it; the unsubscribe token never leaves the server. */
export function toSubscriberDto(row: NewsletterSubscriberRow): Subscriber {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }
}
