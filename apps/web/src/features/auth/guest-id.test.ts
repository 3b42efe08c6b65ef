import { GUEST_ID_PATTERN } from '@shop/shared/limits'
import { expect, test } from 'vitest'
import { createGuestId, isGuestId } from './guest-id'

test('a guest id reads guest_{timestamp} followed by randomness the server accepts', () => {
  const id = createGuestId(1_750_000_000_000)

  expect(id).toMatch(/^guest_1750000000000_[0-9a-f]{32}$/)
  expect(GUEST_ID_PATTERN.test(id)).toBe(true)
})

test('two guests arriving in the same millisecond get different ids', () => {
  const now = Date.now()

  expect(createGuestId(now)).not.toBe(createGuestId(now))
})

test('a stored id the server would refuse is not taken as a guest id', () => {
  expect(isGuestId(createGuestId())).toBe(true)
  expect(isGuestId('guest_1')).toBe(false)
  expect(isGuestId('guest_1750000000000_short')).toBe(false)
  expect(isGuestId('user_1750000000000')).toBe(false)
  expect(isGuestId(42)).toBe(false)
})
