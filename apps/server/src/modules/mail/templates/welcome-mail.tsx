import type { MailData } from '../mail-messages.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** docs/product-rules.md § Mail: sent when a shopper signs up. */
export function WelcomeMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'welcome'>
}) {
  return (
    <MailLayout context={context} preview={`Your ${context.shopName} account is ready.`}>
      <MailHeading>
        Welcome to {context.shopName}, {data.name}!
      </MailHeading>
      <MailText>
        Your account is ready. Keep a cart on every device, check out in a few steps and follow your
        orders from your profile.
      </MailText>
      <MailButton context={context} path="/collections/all">
        Start shopping
      </MailButton>
      <MailText isMuted>
        You are receiving this email because this address was used to create an account at{' '}
        {context.shopName}.
      </MailText>
    </MailLayout>
  )
}
