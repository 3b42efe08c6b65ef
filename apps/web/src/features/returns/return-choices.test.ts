import { expect, test } from 'vitest'
import { makeReturnableLine } from '../../testing/return.fixture'
import {
  checkChoices,
  EXCHANGE_REQUIRED_MESSAGE,
  exchangeKey,
  exchangeOptionsFor,
  NO_CHOICE,
  REASON_REQUIRED_MESSAGE,
  toCreateReturnBody,
  withQuantity,
} from './return-choices'

const line = makeReturnableLine({
  exchangeOptions: [
    { size: 'M', color: 'Black', countInStock: 5 },
    { size: 'L', color: 'Olive', countInStock: 3 },
    { size: 'S', color: 'Olive', countInStock: 1 },
    { size: 'XL', color: 'Olive', countInStock: 0 },
  ],
})

test('an exchange offers variants in stock for every unit, other sizes of the colour first', () => {
  expect(exchangeOptionsFor(line, 1).map(exchangeKey)).toEqual([
    exchangeKey({ size: 'L', color: 'Olive' }),
    exchangeKey({ size: 'S', color: 'Olive' }),
    exchangeKey({ size: 'M', color: 'Black' }),
  ])
  expect(exchangeOptionsFor(line, 2).map((option) => option.size)).toEqual(['L', 'M'])
})

test('more units drop an exchange no longer in stock for them, and money is left when none is', () => {
  const small = {
    ...NO_CHOICE,
    isChosen: true,
    way: 'exchange' as const,
    exchange: exchangeKey({ size: 'S', color: 'Olive' }),
  }
  expect(withQuantity(line, small, 2)).toMatchObject({ quantity: 2, way: 'exchange', exchange: '' })
  const onlySmall = makeReturnableLine({
    exchangeOptions: [{ size: 'S', color: 'Olive', countInStock: 1 }],
  })
  expect(withQuantity(onlySmall, small, 2)).toMatchObject({ way: 'money', exchange: '' })
})

test('a chosen line needs a reason, and an exchange its variant', () => {
  expect(
    checkChoices({
      a: { ...NO_CHOICE, isChosen: true },
      b: { ...NO_CHOICE, isChosen: true, reason: 'too_small', way: 'exchange' },
      c: { ...NO_CHOICE, isChosen: false },
      d: { ...NO_CHOICE, isChosen: true, reason: 'damaged' },
    }),
  ).toEqual({ a: { reason: REASON_REQUIRED_MESSAGE }, b: { exchange: EXCHANGE_REQUIRED_MESSAGE } })
})

test('the request names the chosen lines, the exchange and a trimmed note', () => {
  const other = makeReturnableLine({ orderItemId: 'other-line', exchangeOptions: [] })
  const body = toCreateReturnBody(
    'order-1',
    [line, other],
    {
      [line.orderItemId]: {
        isChosen: true,
        quantity: 2,
        reason: 'too_small',
        way: 'exchange',
        exchange: exchangeKey({ size: 'L', color: 'Olive' }),
      },
      [other.orderItemId]: { ...NO_CHOICE, reason: 'other' },
    },
    'store_credit',
    '  thanks  ',
  )
  expect(body).toEqual({
    orderId: 'order-1',
    items: [
      {
        orderItemId: line.orderItemId,
        quantity: 2,
        reason: 'too_small',
        exchangeFor: { size: 'L', color: 'Olive' },
      },
    ],
    resolution: 'store_credit',
    note: 'thanks',
  })
})
