import type { MailData } from '../mail-messages.js'
import { MailButton, MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/**
 * docs/product-rules.md § Back office at scale: the confirmation of a newsletter sign-up. Like every
 * newsletter e-mail it carries the unsubscribe link, which works without signing in.
 */
export function NewsletterSubscribedMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'newsletter_subscribed'>
}) {
  return (
    <MailLayout context={context} preview={`You’re on the ${context.shopName} newsletter.`}>
      <MailHeading>You’re subscribed</MailHeading>
      <MailText>
        Thanks for joining the {context.shopName} newsletter. We will write when new collections
        arrive and when there is something worth knowing.
      </MailText>
      <MailButton context={context} path="/collections/all">
        Browse the shop
      </MailButton>
      <MailText isMuted>
        Changed your mind?{' '}
        <MailLink context={context} path={data.unsubscribePath}>
          Unsubscribe
        </MailLink>{' '}
        at any time with one click, without signing in.
      </MailText>
    </MailLayout>
  )
}
