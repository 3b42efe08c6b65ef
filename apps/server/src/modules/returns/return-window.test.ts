import { describe, expect, test } from 'vitest'
import { isWithinReturnWindow, returnDeadline, returnableUnits } from './return-window.js'

const shipped = new Date('2026-11-02T10:00:00Z')
const delivered = new Date('2026-11-05T15:30:00Z')

describe('the return window of an order', () => {
  test('runs the window’s days from delivery', () => {
    const deadline = returnDeadline(
      { status: 'Delivered', shippedAt: shipped, deliveredAt: delivered },
      30,
    )
    expect(deadline?.toISOString()).toBe('2026-12-05T15:30:00.000Z')
  })

  test('runs from shipping while the order has no delivery date', () => {
    const deadline = returnDeadline(
      { status: 'Shipped', shippedAt: shipped, deliveredAt: null },
      14,
    )
    expect(deadline?.toISOString()).toBe('2026-11-16T10:00:00.000Z')
  })

  test('does not exist for an order not shipped yet, or cancelled', () => {
    expect(
      returnDeadline({ status: 'Processing', shippedAt: null, deliveredAt: null }, 30),
    ).toBeNull()
    expect(
      returnDeadline({ status: 'Cancelled', shippedAt: shipped, deliveredAt: null }, 30),
    ).toBeNull()
  })

  test('is open up to and including its deadline, and closed a millisecond after', () => {
    const deadline = new Date('2026-12-05T15:30:00Z')
    expect(isWithinReturnWindow(deadline, deadline)).toBe(true)
    expect(isWithinReturnWindow(deadline, new Date(deadline.getTime() + 1))).toBe(false)
    expect(isWithinReturnWindow(null, deadline)).toBe(false)
  })
})

describe('the units of a line that can still go back', () => {
  const deadline = new Date('2026-12-05T15:30:00Z')
  const before = new Date('2026-12-01T00:00:00Z')

  test('are those bought less those in open or completed returns', () => {
    expect(returnableUnits(3, 0, deadline, before)).toBe(3)
    expect(returnableUnits(3, 2, deadline, before)).toBe(1)
    expect(returnableUnits(3, 3, deadline, before)).toBe(0)
  })

  test('are none once the window has closed', () => {
    expect(returnableUnits(3, 0, deadline, new Date('2026-12-06T00:00:00Z'))).toBe(0)
  })
})
