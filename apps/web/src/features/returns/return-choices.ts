import type {
  CreateReturnBody,
  ReturnReason,
  ReturnResolution,
  ReturnableLine,
  VariantChoice,
} from '@shop/shared/returns'

/**
 * The return flow's choices for one order line, and the request they make. The server checks
 * everything again (units, window, stock); these rules only keep the customer from asking for
 * what the flow already knows it cannot have.
 */

/** Money back for the units, or another size or colour of the same product. */
export type ReturnWay = 'money' | 'exchange'

export interface LineChoice {
  isChosen: boolean
  quantity: number
  reason: ReturnReason | ''
  way: ReturnWay
  /** The exchange's variant as `exchangeKey` writes it, or '' while none is chosen. */
  exchange: string
}

export const NO_CHOICE: LineChoice = {
  isChosen: false,
  quantity: 1,
  reason: '',
  way: 'money',
  exchange: '',
}

export const REASON_REQUIRED_MESSAGE = 'Choose a reason.'
export const EXCHANGE_REQUIRED_MESSAGE = 'Choose the size or colour you want instead.'

/** One string per variant, safe whatever its size and colour hold. */
export function exchangeKey({ size, color }: VariantChoice): string {
  return JSON.stringify([size, color])
}

/**
 * The variants a line's units can be exchanged for: in stock for every unit asked for, those of
 * the same colour (another size: the usual fit exchange) first.
 */
export function exchangeOptionsFor(
  line: Pick<ReturnableLine, 'color' | 'exchangeOptions'>,
  quantity: number,
): ReturnableLine['exchangeOptions'] {
  const inStock = line.exchangeOptions.filter((option) => option.countInStock >= quantity)
  return [
    ...inStock.filter((option) => option.color === line.color),
    ...inStock.filter((option) => option.color !== line.color),
  ]
}

/**
 * A line's choice once its quantity changed: an exchange no longer in stock for that many units
 * is dropped, and the line goes back to money when no exchange is left at all.
 */
export function withQuantity(
  line: Pick<ReturnableLine, 'color' | 'exchangeOptions'>,
  choice: LineChoice,
  quantity: number,
): LineChoice {
  const offered = exchangeOptionsFor(line, quantity)
  const isStillOffered = offered.some((option) => exchangeKey(option) === choice.exchange)
  return {
    ...choice,
    quantity,
    way: offered.length === 0 ? 'money' : choice.way,
    exchange: isStillOffered ? choice.exchange : '',
  }
}

export interface LineErrors {
  reason?: string
  exchange?: string
}

/** What a chosen line still lacks, by order line id; empty when the request can be sent. */
export function checkChoices(choices: Readonly<Record<string, LineChoice>>) {
  const errors: Record<string, LineErrors> = {}
  for (const [id, choice] of Object.entries(choices)) {
    if (!choice.isChosen) continue
    const lineErrors: LineErrors = {}
    if (choice.reason === '') lineErrors.reason = REASON_REQUIRED_MESSAGE
    if (choice.way === 'exchange' && choice.exchange === '') {
      lineErrors.exchange = EXCHANGE_REQUIRED_MESSAGE
    }
    if (lineErrors.reason ?? lineErrors.exchange) errors[id] = lineErrors
  }
  return errors
}

/** Whether a chosen line asks for money (a refund or credit) rather than an exchange. */
export const asksForMoney = (choices: Readonly<Record<string, LineChoice>>) =>
  Object.values(choices).some((choice) => choice.isChosen && choice.way === 'money')

/** `POST /api/returns`'s body for the chosen lines, in the order's line order. */
export function toCreateReturnBody(
  orderId: string,
  lines: readonly ReturnableLine[],
  choices: Readonly<Record<string, LineChoice>>,
  resolution: ReturnResolution,
  note: string,
): CreateReturnBody {
  const items = lines.flatMap((line) => {
    const choice = choices[line.orderItemId]
    if (!choice?.isChosen || choice.reason === '') return []
    const exchangeFor =
      choice.way === 'exchange'
        ? exchangeOptionsFor(line, choice.quantity).find(
            (option) => exchangeKey(option) === choice.exchange,
          )
        : undefined
    return [
      {
        orderItemId: line.orderItemId,
        quantity: choice.quantity,
        reason: choice.reason,
        ...(exchangeFor
          ? { exchangeFor: { size: exchangeFor.size, color: exchangeFor.color } }
          : {}),
      },
    ]
  })
  const trimmedNote = note.trim()
  return {
    orderId,
    items,
    // A return of exchanges only gives no money back; the server still names a resolution.
    resolution,
    ...(trimmedNote === '' ? {} : { note: trimmedNote }),
  }
}
