import { refundOf, shortOrderId, type OrderMailData } from '../mail-messages.js'
import { formatMoney } from './mail-format.js'
import { MailHeading, MailLayout, MailLink, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals } from './order-summary.js'
import { BANK_DELAY_SENTENCE, refundDestination } from './refund-text.js'

/**
 * docs/product-rules.md § Mail: sent when the back office cancels an order. When the payment has been
 * refunded, all of it or a part (cancel and refund in one step, or a refund before), it says so
 * with the amount and where it went.
 */
export function OrderCancelledMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  const refunded =
    data.refundedCents === undefined || data.refundedCents === null ? null : refundOf(data)
  const refund = refunded === null ? null : formatMoney(refunded.amountCents)
  return (
    <MailLayout
      context={context}
      preview={
        refunded === null
          ? `Order #${shortId} has been cancelled.`
          : refunded.isPartial
            ? `Order #${shortId} has been cancelled and ${String(refund)} of your payment refunded.`
            : `Order #${shortId} has been cancelled and your payment of ${String(refund)} refunded.`
      }
    >
      <MailHeading>Your order has been cancelled</MailHeading>
      <MailText>
        Hi {data.customerName}, order #{shortId} has been cancelled and will not be shipped.
      </MailText>
      {refunded === null ? null : (
        <MailText>
          {refunded.isPartial ? (
            <>
              <strong>{refund}</strong> of your payment has been refunded
            </>
          ) : (
            <>
              Your payment of <strong>{refund}</strong> has been refunded
            </>
          )}
          {refundDestination(refunded)}.{refunded.moneyCents > 0 ? ` ${BANK_DELAY_SENTENCE}` : ''}
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
