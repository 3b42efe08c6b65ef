import type { MailData } from '../mail-messages.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** Sent once per window when an account's wrong-password budget runs out. */
export function SignInAttemptsMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'sign_in_attempts'>
}) {
  return (
    <MailLayout context={context} preview="We noticed many wrong passwords for your account.">
      <MailHeading>Someone is trying to sign in to your account</MailHeading>
      <MailText>
        Hi {data.name}, in the last {data.windowMinutes} minutes there were {data.failedAttempts}{' '}
        attempts to log in to your {context.shopName} account with a wrong password. We are holding
        these attempts back; you can still log in as usual.
      </MailText>
      <MailText>
        If this was not you, nothing has been changed, but a new, strong password is a good idea:{' '}
        <MailLink context={context} path="/forgot-password">
          reset your password
        </MailLink>
        .
      </MailText>
    </MailLayout>
  )
}
