import type { ReturnMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { ReturnLines } from './return-summary.js'

/** Sent when the returned items arrived and the return is settled: money, credit, replacements. */
export function ReturnReceivedMail({
  context,
  data,
}: {
  context: MailContext
  data: ReturnMailData
}) {
  const moneyCents = data.refundCents - data.creditCents
  const replacements = data.replacementOrderIds.length
  return (
    <MailLayout context={context} preview={`We received your return ${data.number}.`}>
      <MailHeading>We received your return {data.number}</MailHeading>
      <MailText>Hi {data.customerName}, your parcel arrived. Thank you.</MailText>
      <ReturnLines data={data} />
      {moneyCents > 0 ? (
        <MailText>
          We have refunded <strong>{formatMoney(moneyCents)}</strong> to the account you paid with.
          Depending on your bank, it can take a few days to show.
        </MailText>
      ) : null}
      {data.creditCents > 0 ? (
        <MailText>
          <strong>{formatMoney(data.creditCents)}</strong> of store credit is in your account, ready
          for your next order.
        </MailText>
      ) : null}
      {replacements > 0 ? (
        <MailText>
          Your exchange ships as a new order at no cost; you will get its tracking number by mail.
        </MailText>
      ) : null}
      <MailButton context={context} path={`/order/${data.replacementOrderIds[0] ?? data.orderId}`}>
        {replacements > 0 ? 'View your exchange' : 'View your order'}
      </MailButton>
    </MailLayout>
  )
}
