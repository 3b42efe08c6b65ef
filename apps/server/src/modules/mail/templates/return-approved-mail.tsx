import type { ReturnMailData } from '../mail-messages.js'
import { MailButton, MailHeading, MailLayout, MailParagraphs, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { ReturnLines } from './return-summary.js'

/** Sent when the shop approves a return: the items can be sent. */
export function ReturnApprovedMail({
  context,
  data,
}: {
  context: MailContext
  data: ReturnMailData
}) {
  return (
    <MailLayout context={context} preview={`Your return ${data.number} is approved.`}>
      <MailHeading>Return {data.number} is approved</MailHeading>
      <MailText>
        Hi {data.customerName}, your return is approved. Send the items below with the return slip
        if you have not already.
      </MailText>
      {data.shopNote ? <MailParagraphs text={data.shopNote} /> : null}
      <ReturnLines data={data} />
      <MailButton context={context} path={`/returns/${data.returnId}`}>
        Print the return slip
      </MailButton>
    </MailLayout>
  )
}
