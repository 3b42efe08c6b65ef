import { estimatedDeliveryDate } from '@shop/shared/delivery'
import { shortOrderId, type OrderMailData } from '../mail-messages.js'
import { formatDate, formatDay } from './mail-format.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, OrderTotals, ShippingAddressBlock } from './order-summary.js'

/** docs/product-rules.md § Mail: sent when an order is placed. */
export function OrderConfirmationMail({
  context,
  data,
}: {
  context: MailContext
  data: OrderMailData
}) {
  const shortId = shortOrderId(data.orderId)
  const estimatedDelivery = formatDay(estimatedDeliveryDate(data.placedAt, data.estimatedDays))
  return (
    <MailLayout
      context={context}
      preview={`Order #${shortId} is confirmed. Estimated delivery: ${estimatedDelivery}.`}
    >
      <MailHeading>Thank you for your order, {data.customerName}!</MailHeading>
      <MailText>
        We have received order #{shortId}, placed on {formatDate(data.placedAt)}. We will email you
        again as soon as it ships.
      </MailText>
      <MailText>
        Estimated delivery: <strong>{estimatedDelivery}</strong> ({data.shippingLabel})
      </MailText>
      <OrderLines order={data} context={context} />
      <OrderTotals order={data} />
      <ShippingAddressBlock order={data} />
      <MailButton context={context} path={`/order/${data.orderId}`}>
        View your order
      </MailButton>
    </MailLayout>
  )
}
