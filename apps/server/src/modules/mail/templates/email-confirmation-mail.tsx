import type { MailData } from '../mail-messages.js'
import { absoluteUrl } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** Sent to a new e-mail address: the account uses it only once its owner follows this link. */
export function EmailConfirmationMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'email_confirmation'>
}) {
  return (
    <MailLayout context={context} preview="Confirm your new email address.">
      <MailHeading>Confirm your new email address</MailHeading>
      <MailText>
        Hi {data.name}, please confirm that {data.newEmail} is the new email address of your{' '}
        {context.shopName} account. The link below works once, for the next {data.validMinutes}{' '}
        minutes. Until you confirm, your account keeps its current email address.
      </MailText>
      <MailButton context={context} path={data.confirmPath}>
        Confirm my email address
      </MailButton>
      <MailText isMuted>
        If the button does not work, copy this address into your browser:{' '}
        {absoluteUrl(context.linkBaseUrl, data.confirmPath)}
      </MailText>
      <MailText isMuted>
        Did not ask for this? You can ignore this email: nothing changes without it.
      </MailText>
    </MailLayout>
  )
}
