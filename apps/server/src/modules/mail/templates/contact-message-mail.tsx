import type { MailData } from '../mail-messages.js'
import { formatDateTime } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailParagraphs, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** docs/product-rules.md § Mail: a contact form message, to the shop, with the sender as Reply-To. */
export function ContactMessageMail({
  context,
  data,
}: {
  context: MailContext
  data: MailData<'contact_message'>
}) {
  return (
    <MailLayout context={context} preview={`${data.name} wrote through the contact form.`}>
      <MailHeading>New message from {data.name}</MailHeading>
      <MailText isMuted>
        {data.name} &lt;{data.email}&gt; · {formatDateTime(data.receivedAt)}
      </MailText>
      <MailParagraphs text={data.message} />
      <MailText isMuted>Reply to this email to answer {data.name} directly.</MailText>
      <MailButton context={context} path="/admin/messages">
        Open the inbox
      </MailButton>
    </MailLayout>
  )
}
