import { refundedCentsOf, shortOrderId, type OrderMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals } from './order-summary.js'

/**
 * docs/product-rules.md § Mail: sent when the back office refunds an order that stays as it is (a
 * return). A refund made while cancelling says so in the cancellation mail instead.
 */
export function OrderRefundedMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  const amount = formatMoney(refundedCentsOf(data))
  return (
    <MailLayout context={context} preview={`We have refunded ${amount} for order #${shortId}.`}>
      <MailHeading>Your refund of {amount}</MailHeading>
      <MailText>
        Hi {data.customerName}, we have refunded <strong>{amount}</strong> for order #{shortId} to
        the account you paid with. Depending on your bank, it can take a few days to show.
      </MailText>
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
