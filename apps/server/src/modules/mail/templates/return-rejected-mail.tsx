import type { ReturnMailData } from '../mail-messages.js'
import { MailButton, MailHeading, MailLayout, MailParagraphs, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { ReturnLines } from './return-summary.js'

/** Sent when the shop rejects a return, with its reason. */
export function ReturnRejectedMail({
  context,
  data,
}: {
  context: MailContext
  data: ReturnMailData
}) {
  return (
    <MailLayout context={context} preview={`About your return ${data.number}.`}>
      <MailHeading>About your return {data.number}</MailHeading>
      <MailText>
        Hi {data.customerName}, we cannot accept this return. Please do not send the items.
      </MailText>
      {data.shopNote ? <MailParagraphs text={data.shopNote} /> : null}
      <ReturnLines data={data} />
      <MailButton context={context} path="/contact">
        Contact us
      </MailButton>
    </MailLayout>
  )
}
