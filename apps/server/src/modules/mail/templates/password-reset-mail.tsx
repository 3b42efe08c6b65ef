import type { MailData } from '../mail-messages.js'
import { absoluteUrl } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** docs/product-rules.md § Accounts: the one-time link to choose a new password. */
export function PasswordResetMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'password_reset'>
}) {
  return (
    <MailLayout context={context} preview="Use this link to choose a new password.">
      <MailHeading>Reset your password</MailHeading>
      <MailText>
        Hi {data.name}, we received a request to reset the password of your {context.shopName}{' '}
        account. The link below works once, for the next {data.validMinutes} minutes.
      </MailText>
      <MailButton context={context} path={data.resetPath}>
        Choose a new password
      </MailButton>
      <MailText isMuted>
        If the button does not work, copy this address into your browser:{' '}
        {absoluteUrl(context.linkBaseUrl, data.resetPath)}
      </MailText>
      <MailText isMuted>
        Did not ask for this? You can ignore this email: your password stays as it is.
      </MailText>
    </MailLayout>
  )
}
