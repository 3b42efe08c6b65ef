import type { MailData } from '../mail-messages.js'
import { formatDateTime } from './mail-format.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** Sent to the old address when an account's e-mail changes, so its owner hears of it. */
export function EmailChangedMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'email_changed'>
}) {
  return (
    <MailLayout context={context} preview="The email address of your account was changed.">
      <MailHeading>Your email address was changed</MailHeading>
      <MailText>
        Hi {data.name}, on {formatDateTime(data.changedAt)} the email address of your{' '}
        {context.shopName} account was changed to {data.newEmail}. We will write to that address
        from now on.
      </MailText>
      <MailText>
        Not you?{' '}
        <MailLink context={context} path="/contact">
          Contact us
        </MailLink>{' '}
        right away.
      </MailText>
    </MailLayout>
  )
}
