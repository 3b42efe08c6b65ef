import type { MailData } from '../mail-messages.js'
import { formatDateTime } from './mail-format.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** docs/product-rules.md § Mail: sent after any password change, so a stranger's change is noticed. */
export function PasswordChangedMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'password_changed'>
}) {
  return (
    <MailLayout context={context} preview="The password of your account was changed.">
      <MailHeading>Your password was changed</MailHeading>
      <MailText>
        Hi {data.name}, the password of your {context.shopName} account was changed on{' '}
        {formatDateTime(data.changedAt)}. You have been logged out everywhere else.
      </MailText>
      <MailText>
        Not you?{' '}
        <MailLink context={context} path="/forgot-password">
          Reset your password
        </MailLink>{' '}
        now to take the account back, then{' '}
        <MailLink context={context} path="/contact">
          tell us
        </MailLink>
        .
      </MailText>
    </MailLayout>
  )
}
