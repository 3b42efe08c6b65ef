import { z } from 'zod'
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './limits.js'

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.'

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(MAX_EMAIL_LENGTH, INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))

export const contactMessageBodySchema = z.object({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(MAX_NAME_LENGTH, `Name cannot be longer than ${String(MAX_NAME_LENGTH)} characters.`),
  email: emailSchema,
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(
      MAX_CONTACT_MESSAGE_LENGTH,
      `Message cannot be longer than ${String(MAX_CONTACT_MESSAGE_LENGTH)} characters.`,
    ),
})
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>

export const newsletterBodySchema = z.object({ email: emailSchema })
export type NewsletterBody = z.infer<typeof newsletterBodySchema>

export const CONTACT_SENT_MESSAGE = "Thanks for reaching out! We'll get back to you soon."
export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  'Thanks for subscribing! Watch your inbox for new drops.'
