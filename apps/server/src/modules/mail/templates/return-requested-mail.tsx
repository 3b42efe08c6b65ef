import type { ReturnMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { ReturnLines } from './return-summary.js'

/** Sent when a customer starts a return: its number and the slip to print. */
export function ReturnRequestedMail({
  context,
  data,
}: {
  context: MailContext
  data: ReturnMailData
}) {
  return (
    <MailLayout context={context} preview={`Your return ${data.number} is registered.`}>
      <MailHeading>Return {data.number}</MailHeading>
      <MailText>
        Hi {data.customerName}, we have your return. Print the return slip, put it in the parcel
        with the items below and send it to the address on the slip.
      </MailText>
      <ReturnLines data={data} />
      {data.refundCents > 0 ? (
        <MailText>
          Once it arrives you get{' '}
          <strong>
            {formatMoney(data.refundCents)}{' '}
            {data.resolution === 'store_credit' ? 'as store credit' : 'back to your payment'}
          </strong>
          .
        </MailText>
      ) : null}
      <MailButton context={context} path={`/returns/${data.returnId}`}>
        Print the return slip
      </MailButton>
    </MailLayout>
  )
}
