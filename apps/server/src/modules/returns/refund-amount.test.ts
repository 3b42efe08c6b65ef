import { describe, expect, test } from 'vitest'
import { shareOfCents, RATE_UNITS } from '../../lib/money.js'
import {
  paidPerLine,
  refundOfUnits,
  splitInProportion,
  taxOnGoodsCents,
  type PaidOrderFigures,
} from './refund-amount.js'

/**
 * An order as the checkout prices it (docs/decisions/012-one-price.md): a $40 hoodie and two $25
 * tees, 10 % off with a code, $5.99 shipping, 7.25 % tax on (goods − discount + shipping).
 */
function pricedOrder(
  lines: { priceCents: number; quantity: number }[],
  { percentOff = 0, shippingCents = 599, taxRate = 7250, freeShippingCode = false } = {},
): PaidOrderFigures {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0)
  const goodsDiscountCents = shareOfCents(subtotalCents, percentOff, 100)
  const discountCents = freeShippingCode ? shippingCents : goodsDiscountCents
  const taxableCents = subtotalCents - discountCents + shippingCents
  return {
    lines,
    subtotalCents,
    discountCents,
    goodsDiscountCents: freeShippingCode ? 0 : goodsDiscountCents,
    shippingCents,
    taxCents: shareOfCents(taxableCents, taxRate, RATE_UNITS),
  }
}

const hoodieAndTwoTees = pricedOrder(
  [
    { priceCents: 4000, quantity: 1 },
    { priceCents: 2500, quantity: 2 },
  ],
  { percentOff: 10 },
)

describe('a discounted and taxed order returned in part, to the cent', () => {
  test('the figures the refunds are cut from', () => {
    // 90.00 − 9.00 + 5.99 = 86.99 taxable; 7.25 % of it is 6.3068, so 6.31.
    expect(hoodieAndTwoTees).toMatchObject({ subtotalCents: 9000, discountCents: 900 })
    expect(hoodieAndTwoTees.taxCents).toBe(631)
    // The goods' part of the tax: 6.31 × 81.00 / 86.99 = 5.8755, so 5.88; shipping carried 0.43.
    expect(taxOnGoodsCents(hoodieAndTwoTees)).toBe(588)
    // 81.00 + 5.88 = 86.88 paid for the goods, split 40 : 50 over the lines.
    expect(paidPerLine(hoodieAndTwoTees)).toEqual([3861, 4827])
  })

  test('one tee back refunds $24.14, the second $24.13, and the hoodie $38.61: $86.88 in all', () => {
    const [hoodie, tees] = paidPerLine(hoodieAndTwoTees) as [number, number]
    const firstTee = refundOfUnits(tees, 2, 0, 1)
    const secondTee = refundOfUnits(tees, 2, 1, 1)
    const theHoodie = refundOfUnits(hoodie, 1, 0, 1)
    expect([firstTee, secondTee, theHoodie]).toEqual([2414, 2413, 3861])
    expect(firstTee + secondTee + theHoodie).toBe(9000 - 900 + 588)
    // Both tees in one return: the same as one after the other.
    expect(refundOfUnits(tees, 2, 0, 2)).toBe(firstTee + secondTee)
  })

  test('a free-shipping code takes nothing off the goods: they refund their price and tax', () => {
    const order = pricedOrder([{ priceCents: 2500, quantity: 1 }], { freeShippingCode: true })
    // The code paid the shipping, so the tax was on the goods alone: 7.25 % of 25.00 is 1.81.
    expect(order.taxCents).toBe(181)
    expect(paidPerLine(order)).toEqual([2681])
  })

  test('an order without discount or tax refunds each unit its price', () => {
    const order = pricedOrder([{ priceCents: 1999, quantity: 3 }], { taxRate: 0 })
    expect(
      [0, 1, 2].map((claimed) => refundOfUnits(paidPerLine(order)[0] ?? 0, 3, claimed, 1)),
    ).toEqual([1999, 1999, 1999])
  })
})

describe('never more than was paid', () => {
  /** A small seeded generator: the same orders on every run. */
  function random(seed: number) {
    let state = seed
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31
      return state % below
    }
  }

  test('every unit of 500 made-up orders refunded in any order adds up to what the goods cost', () => {
    const next = random(7)
    for (let round = 0; round < 500; round += 1) {
      const lines = Array.from({ length: 1 + next(4) }, () => ({
        priceCents: 1 + next(20_000),
        quantity: 1 + next(5),
      }))
      const order = pricedOrder(lines, {
        percentOff: next(60),
        shippingCents: next(3000),
        taxRate: next(12_000),
        freeShippingCode: next(5) === 0,
      })
      const perLine = paidPerLine(order)
      const paidForGoods = order.subtotalCents - order.goodsDiscountCents + taxOnGoodsCents(order)
      expect(perLine.reduce((sum, cents) => sum + cents, 0)).toBe(paidForGoods)

      let refunded = 0
      lines.forEach((line, index) => {
        let claimed = 0
        while (claimed < line.quantity) {
          const count = 1 + next(line.quantity - claimed)
          refunded += refundOfUnits(perLine[index] ?? 0, line.quantity, claimed, count)
          claimed += count
        }
      })
      expect(refunded).toBe(paidForGoods)
      expect(paidForGoods).toBeLessThanOrEqual(
        order.subtotalCents - order.discountCents + order.shippingCents + order.taxCents,
      )
    }
  })

  test('a return that is rejected frees its units, and the next returns still stay within the line', () => {
    // 10.00 over 3 units: 3.34, 3.33, 3.33.
    const first = refundOfUnits(1000, 3, 0, 1)
    const second = refundOfUnits(1000, 3, 1, 1)
    // The first is rejected: 1 unit is claimed (the second), so the next two start after it.
    const third = refundOfUnits(1000, 3, 1, 1)
    const fourth = refundOfUnits(1000, 3, 2, 1)
    expect([first, second, third, fourth]).toEqual([334, 333, 333, 333])
    expect(second + third + fourth).toBeLessThanOrEqual(1000)
  })

  test('more units than the line has are refused', () => {
    expect(() => refundOfUnits(1000, 2, 1, 2)).toThrow(RangeError)
  })
})

test('a split adds up to the total, the cents left over going to the largest remainders first', () => {
  expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33])
  expect(splitInProportion(10, [1, 2])).toEqual([3, 7])
  expect(splitInProportion(0, [5, 5])).toEqual([0, 0])
  // Cents × weight beyond 2^53 stay exact.
  expect(splitInProportion(99_999_999, [99_999_999, 1])).toEqual([99_999_998, 1])
})
