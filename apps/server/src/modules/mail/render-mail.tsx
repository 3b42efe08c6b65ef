import { render, toPlainText } from '@react-email/components'
import type { MailKind } from '@shop/shared/outbox'
import type { ReactElement } from 'react'
import type { MailData } from './mail-messages.js'
import type { MailContext } from './templates/mail-context.js'
import { ContactMessageMail } from './templates/contact-message-mail.js'
import { EmailChangeRequestedMail } from './templates/email-change-requested-mail.js'
import { EmailChangedMail } from './templates/email-changed-mail.js'
import { EmailConfirmationMail } from './templates/email-confirmation-mail.js'
import { NewsletterSubscribedMail } from './templates/newsletter-subscribed-mail.js'
import { OrderCancelledMail } from './templates/order-cancelled-mail.js'
import { OrderConfirmationMail } from './templates/order-confirmation-mail.js'
import { OrderRefundedMail } from './templates/order-refunded-mail.js'
import { OrderShippedMail } from './templates/order-shipped-mail.js'
import { ReturnApprovedMail } from './templates/return-approved-mail.js'
import { ReturnReceivedMail } from './templates/return-received-mail.js'
import { ReturnRejectedMail } from './templates/return-rejected-mail.js'
import { ReturnRequestedMail } from './templates/return-requested-mail.js'
import { PasswordChangedMail } from './templates/password-changed-mail.js'
import { PasswordResetMail } from './templates/password-reset-mail.js'
import { SignInAttemptsMail } from './templates/sign-in-attempts-mail.js'
import { WelcomeMail } from './templates/welcome-mail.js'

/** Each kind's template; React escapes every value it is given, so no data can become markup. */
const TEMPLATES: {
  [K in MailKind]: (props: { context: MailContext; data: MailData<K> }) => ReactElement
} = {
  welcome: WelcomeMail,
  order_confirmation: OrderConfirmationMail,
  order_shipped: OrderShippedMail,
  order_cancelled: OrderCancelledMail,
  order_refunded: OrderRefundedMail,
  password_reset: PasswordResetMail,
  password_changed: PasswordChangedMail,
  email_changed: EmailChangedMail,
  email_confirmation: EmailConfirmationMail,
  email_change_requested: EmailChangeRequestedMail,
  sign_in_attempts: SignInAttemptsMail,
  contact_message: ContactMessageMail,
  newsletter_subscribed: NewsletterSubscribedMail,
  return_requested: ReturnRequestedMail,
  return_approved: ReturnApprovedMail,
  return_rejected: ReturnRejectedMail,
  return_received: ReturnReceivedMail,
}

/** Headings keep their case in the plain-text part: the converter would shout them. */
const PLAIN_TEXT_OPTIONS = {
  selectors: [{ selector: 'h1', options: { uppercase: false } }],
}

export interface RenderedMail {
  html: string
  text: string
}

/** The HTML and plain-text parts of a queued message. */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
  context: MailContext,
): Promise<RenderedMail> {
  // TypeScript cannot pair TEMPLATES[kind] with MailData<kind> through a generic; the map's type
  // above already ties each kind to its template.
  const Template = TEMPLATES[kind] as (props: {
    context: MailContext
    data: MailData<K>
  }) => ReactElement
  // React marks where one text value meets the next with empty comments; mail needs none.
  const html = (await render(<Template context={context} data={data} />)).replaceAll('<!-- -->', '')
  return { html, text: toPlainText(html, PLAIN_TEXT_OPTIONS) }
}
