import type { MailData } from '../mail-messages.js'
import { formatDateTime } from './mail-format.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/**
 * Sent to the address an account uses now when a new one is given in its profile, so its owner
 * hears of it before the change is confirmed and can stop it.
 */
export function EmailChangeRequestedMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'email_change_requested'>
}) {
  return (
    <MailLayout context={context} preview="A new email address was given for your account.">
      <MailHeading>A new email address was given for your account</MailHeading>
      <MailText>
        Hi {data.name}, on {formatDateTime(data.requestedAt)} {data.newEmail} was given as the new
        email address of your {context.shopName} account. It takes effect once it is confirmed from
        a link we sent to that address; until then we keep writing to this one.
      </MailText>
      <MailText>
        Not you? Change your password or log out everywhere from your profile: either one cancels
        the change. You can also{' '}
        <MailLink context={context} path="/contact">
          contact us
        </MailLink>
        .
      </MailText>
    </MailLayout>
  )
}
