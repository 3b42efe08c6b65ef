import { shareOfCents } from '../../lib/money.js'

/**
 * What a return gives back (docs/decisions/031-refund-amount-of-a-return.md): what the returned
 * units cost the customer, that is their price less their share of the order's discount on goods,
 * plus their share of the tax on goods. Shipping is not part of it; exchanged units refund nothing.
 * All in integer cents; every unit of an order can be refunded once and the refunds of all of
 * them add up to what was paid for the goods, to the cent, never more.
 */

/** The figures of a paid order that a refund is cut from. */
export interface PaidOrderFigures {
  /** The order's lines in their order: unit price and units bought. */
  lines: readonly { priceCents: number; quantity: number }[]
  subtotalCents: number
  /** The whole discount: on goods, and a free-shipping code's on shipping. */
  discountCents: number
  /** The part of the discount taken off the goods (a free-shipping code takes none). */
  goodsDiscountCents: number
  shippingCents: number
  taxCents: number
}

/**
 * `total` split in proportion to `weights`, in whole cents that add up to `total`: each part
 * rounded down, and the cents left over go one each to the largest remainders (the earlier part
 * on a tie). BigInt, since cents × weight can pass 2^53.
 */
export function splitInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0)
  if (total <= 0 || sum <= 0) return weights.map(() => 0)
  const whole = BigInt(total)
  const divisor = BigInt(sum)
  const parts = weights.map((weight, index) => {
    const scaled = whole * BigInt(weight)
    return { index, cents: Number(scaled / divisor), remainder: scaled % divisor }
  })
  let left = total - parts.reduce((all, part) => all + part.cents, 0)
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (const part of byRemainder) {
    if (left === 0) break
    part.cents += 1
    left -= 1
  }
  return parts.map((part) => part.cents)
}

/**
 * The tax the goods carried: the order's tax was charged once on (subtotal − discount +
 * shipping), so the goods' part is the tax's share of that in the proportion of the goods'
 * net, rounded by the shop's one rule.
 */
export function taxOnGoodsCents(order: PaidOrderFigures): number {
  const goodsNetCents = order.subtotalCents - order.goodsDiscountCents
  const taxableCents = order.subtotalCents - order.discountCents + order.shippingCents
  if (taxableCents <= 0) return 0
  return shareOfCents(order.taxCents, goodsNetCents, taxableCents)
}

/**
 * What each line's units cost the customer in all: the goods' net and their tax, split over the
 * lines by their amounts (discount and tax are both in proportion to price, so one split is
 * exact). The lines add up to subtotal − goods discount + tax on goods.
 */
export function paidPerLine(order: PaidOrderFigures): number[] {
  const paidForGoodsCents = order.subtotalCents - order.goodsDiscountCents + taxOnGoodsCents(order)
  return splitInProportion(
    paidForGoodsCents,
    order.lines.map((line) => line.priceCents * line.quantity),
  )
}

/**
 * The refund of `count` more units of a line whose `quantity` units cost `lineCents` in all, when
 * `claimed` of its units are refunded already or in open returns. The line's cents left over
 * after an even split go to its first units, so each later unit is worth the same or one cent
 * less: returns that come and go (a rejected one frees its units) never add up to more than the
 * line.
 */
export function refundOfUnits(
  lineCents: number,
  quantity: number,
  claimed: number,
  count: number,
): number {
  if (count <= 0 || quantity <= 0) return 0
  if (claimed < 0 || claimed + count > quantity) {
    throw new RangeError(`${String(claimed + count)} of ${String(quantity)} units claimed`)
  }
  const base = Math.floor(lineCents / quantity)
  const extra = lineCents - base * quantity
  const paidForFirst = (units: number) => units * base + Math.min(units, extra)
  return paidForFirst(claimed + count) - paidForFirst(claimed)
}
