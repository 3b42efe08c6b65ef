import { shortOrderId, type OrderMailData } from '../mail-messages.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals } from './order-summary.js'

/** api-contract § Mail: sent when the back office cancels an order. */
export function OrderCancelledMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  return (
    <MailLayout context={context} preview={`Order #${shortId} has been cancelled.`}>
      <MailHeading>Your order has been cancelled</MailHeading>
      <MailText>
        Hi {data.customerName}, order #{shortId} has been cancelled and will not be shipped.
      </MailText>
      <OrderLines order={data} context={context} />
      <OrderTotals order={data} />
      <MailText isMuted>
        Questions about this order?{' '}
        <MailLink context={context} path="/contact">
          Contact us
        </MailLink>{' '}
        and mention order #{shortId}.
      </MailText>
    </MailLayout>
  )
}
