import { shortOrderId, type OrderMailData } from '../mail-messages.js'
import { MailButton, MailHeading, MailLayout, MailText } from './mail-layout.js'
import type { MailContext } from './mail-context.js'
import { OrderLines, ShippingAddressBlock } from './order-summary.js'

/** docs/product-rules.md § Mail: sent when the back office gives an order its tracking number. */
export function OrderShippedMail({ context, data }: { context: MailContext; data: OrderMailData }) {
  const shortId = shortOrderId(data.orderId)
  return (
    <MailLayout
      context={context}
      preview={`Order #${shortId} has shipped. Tracking number: ${data.trackingNumber ?? '—'}.`}
    >
      <MailHeading>Your order is on its way</MailHeading>
      <MailText>
        Good news, {data.customerName}: order #{shortId} has shipped with {data.shippingLabel}.
      </MailText>
      {data.trackingNumber ? (
        <MailText>
          Tracking number: <strong>{data.trackingNumber}</strong>
        </MailText>
      ) : null}
      <OrderLines order={data} context={context} />
      <ShippingAddressBlock order={data} />
      <MailButton context={context} path={`/order/${data.orderId}`}>
        View your order
      </MailButton>
    </MailLayout>
  )
}
