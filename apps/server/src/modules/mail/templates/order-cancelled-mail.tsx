import { shortOrderId, type OrderMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals } from './order-summary.js'

/**
 * docs/product-rules.md § Mail: sent when the back office cancels an order. When the payment has been
 * refunded (cancel and refund in one step, or a refund before), it says so with the amount.
 */
export function OrderCancelledMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  const refund =
    data.refundedCents === undefined || data.refundedCents === null
      ? null
      : formatMoney(data.refundedCents)
  return (
    <MailLayout
      context={context}
      preview={
        refund === null
          ? `Order #${shortId} has been cancelled.`
          : `Order #${shortId} has been cancelled and your payment of ${refund} refunded.`
      }
    >
      <MailHeading>Your order has been cancelled</MailHeading>
      <MailText>
        Hi {data.customerName}, order #{shortId} has been cancelled and will not be shipped.
      </MailText>
      {refund === null ? null : (
        <MailText>
          Your payment of <strong>{refund}</strong> has been refunded to the account you paid with.
          Depending on your bank, it can take a few days to show.
        </MailText>
      )}
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
