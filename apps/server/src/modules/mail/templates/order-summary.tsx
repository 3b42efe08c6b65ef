import { Column, Hr, Img, Row, Section, Text } from '@react-email/components'
import type { OrderMailData } from '../mail-messages.js'
import { absoluteUrl, formatMoney } from './mail-format.js'
import { COLORS } from './mail-layout.js'
import type { MailContext } from './mail-context.js'

/** What was bought and what it cost: the lines with colour, size and image, then the totals. */

const IMAGE_SIZE = 64

const cell = { color: COLORS.ink, fontSize: '14px', lineHeight: '20px', margin: 0 }
const detail = { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: '2px 0 0' }

/** Product images are stored at 800 px; a mail shows them small, so it takes the 400 px copy. */
function thumbnailOf(image: string): string {
  return image.replace(/\.w800\.webp$/, '.w400.webp')
}

export function OrderLines({ order, context }: { order: OrderMailData; context: MailContext }) {
  return (
    <Section style={{ marginTop: '20px' }}>
      {order.items.map((item, index) => (
        <Row
          key={`${item.name}-${item.color}-${item.size}-${String(index)}`}
          style={{ marginTop: index === 0 ? 0 : '12px' }}
        >
          <Column style={{ width: `${String(IMAGE_SIZE + 12)}px`, verticalAlign: 'top' }}>
            <Img
              src={absoluteUrl(context.linkBaseUrl, thumbnailOf(item.image))}
              alt={item.name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              style={{ borderRadius: '8px', objectFit: 'cover', backgroundColor: COLORS.paper }}
            />
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ ...cell, fontWeight: 600 }}>{item.name}</Text>
            <Text style={detail}>
              Color: {item.color} · Size: {item.size} · Qty: {item.quantity}
            </Text>
          </Column>
          <Column style={{ verticalAlign: 'top', textAlign: 'right', width: '90px' }}>
            <Text style={cell}>{formatMoney(item.priceCents * item.quantity)}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  )
}

function TotalRow({
  label,
  amount,
  isTotal,
}: {
  label: string
  amount: string
  isTotal?: boolean
}) {
  const style = { ...cell, fontWeight: isTotal ? 800 : 400, fontSize: isTotal ? '16px' : '14px' }
  return (
    <Row style={{ marginTop: '6px' }}>
      <Column>
        <Text style={style}>{label}</Text>
      </Column>
      <Column style={{ textAlign: 'right' }}>
        <Text style={style}>{amount}</Text>
      </Column>
    </Row>
  )
}

export function OrderTotals({ order }: { order: OrderMailData }) {
  return (
    <Section>
      <Hr style={{ borderColor: COLORS.line, margin: '20px 0 12px' }} />
      <TotalRow label="Subtotal" amount={formatMoney(order.subtotalCents)} />
      {order.discountCents ? (
        <TotalRow
          label={order.discountCode ? `Discount (${order.discountCode})` : 'Discount'}
          amount={`−${formatMoney(order.discountCents)}`}
        />
      ) : null}
      <TotalRow
        label={`Shipping (${order.shippingLabel})`}
        amount={order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents)}
      />
      {order.taxCents ? <TotalRow label="Tax" amount={formatMoney(order.taxCents)} /> : null}
      <TotalRow label="Total" amount={formatMoney(order.totalCents)} isTotal />
    </Section>
  )
}

export function ShippingAddressBlock({ order }: { order: OrderMailData }) {
  const address = order.shippingAddress
  return (
    <Section style={{ marginTop: '20px' }}>
      <Text style={{ ...cell, fontWeight: 700 }}>Shipping to</Text>
      <Text style={detail}>
        {address.firstName} {address.lastName}
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        {address.country}
      </Text>
    </Section>
  )
}
