import { refundOf, shortOrderId, type OrderMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals } from './order-summary.js'
import { BANK_DELAY_SENTENCE, refundDestination } from './refund-text.js'

/**
 * docs/product-rules.md § Mail: sent when the back office refunds an order that stays as it is (a
 * return), all of it or a part ("$X of your order was refunded"), saying where the money went:
 * the account paid with, and the part paid with store credit back as credit. A refund made
 * while cancelling says so in the cancellation mail instead.
 */
export function OrderRefundedMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  const refund = refundOf(data)
  const amount = formatMoney(refund.amountCents)
  const destination = refundDestination(refund)
  const bankDelay = refund.moneyCents > 0 ? ` ${BANK_DELAY_SENTENCE}` : ''
  return (
    <MailLayout
      context={context}
      preview={
        refund.isPartial
          ? `${amount} of your order #${shortId} was refunded.`
          : `We have refunded ${amount} for order #${shortId}.`
      }
    >
      <MailHeading>Your refund of {amount}</MailHeading>
      {refund.isPartial ? (
        <MailText>
          Hi {data.customerName}, <strong>{amount}</strong> of your order was refunded
          {destination} (order #{shortId}).{bankDelay}
        </MailText>
      ) : (
        <MailText>
          Hi {data.customerName}, we have refunded <strong>{amount}</strong> for order #{shortId}
          {destination}.{bankDelay}
        </MailText>
      )}
      <OrderLines order={data} context={context} />
      <OrderTotals order={data} />
      <MailButton context={context} path={`/order/${data.orderId}`}>
        View your order
      </MailButton>
      <MailText isMuted>
        Questions about this refund?{' '}
        <MailLink context={context} path="/contact">
          Contact us
        </MailLink>{' '}
        and mention order #{shortId}.
      </MailText>
    </MailLayout>
  )
}
