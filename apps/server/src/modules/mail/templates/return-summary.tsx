import { Column, Row, Section, Text } from '@react-email/components'
import type { ReturnMailData } from '../mail-messages.js'
import { COLORS } from './mail-layout.js'

/** The units of a return: what goes back, why, and what comes instead. */

const cell = { color: COLORS.ink, fontSize: '14px', lineHeight: '20px', margin: 0 }
const detail = { color: COLORS.muted, fontSize: '13px', lineHeight: '18px', margin: '2px 0 0' }

export function ReturnLines({ data }: { data: ReturnMailData }) {
  return (
    <Section style={{ marginTop: '16px' }}>
      {data.items.map((item, index) => (
        <Row
          key={`${item.name}-${item.color}-${item.size}-${String(index)}`}
          style={{ marginTop: index === 0 ? 0 : '10px' }}
        >
          <Column>
            <Text style={{ ...cell, fontWeight: 600 }}>
              {item.quantity} × {item.name}
            </Text>
            <Text style={detail}>
              Color: {item.color} · Size: {item.size} · {item.reason}
            </Text>
            {item.exchangeFor ? <Text style={detail}>Exchange for: {item.exchangeFor}</Text> : null}
          </Column>
        </Row>
      ))}
    </Section>
  )
}
