import { expect, test } from 'vitest'
import { makeToken as tokenWith } from './session.fixture'
import { isSessionTokenUsable } from './session-token'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const nowInSeconds = NOW / 1000

test('a token that expires in the future keeps the session', () => {
  expect(isSessionTokenUsable(tokenWith({ sub: 'u1', exp: nowInSeconds + 60 }), NOW)).toBe(true)
})

test('a token whose expiry has passed ends the session, to the second', () => {
  expect(isSessionTokenUsable(tokenWith({ exp: nowInSeconds - 1 }), NOW)).toBe(false)
  expect(isSessionTokenUsable(tokenWith({ exp: nowInSeconds }), NOW)).toBe(false)
})

test('claims with non-ASCII text are still read', () => {
  expect(
    isSessionTokenUsable(tokenWith({ name: 'Zoë Ångström ✓', exp: nowInSeconds + 1 }), NOW),
  ).toBe(true)
})

test('a token that cannot be read ends the session', () => {
  for (const forged of [
    'garbage',
    '',
    'a.b',
    'a.b.c.d',
    `x.${btoa('not json').replace(/=+$/, '')}.y`,
    'x.%%%.y',
    tokenWith({ sub: 'u1' }),
    tokenWith({ exp: 'tomorrow' }),
    `x.${btoa('null').replace(/=+$/, '')}.y`,
  ]) {
    expect(isSessionTokenUsable(forged, NOW), forged).toBe(false)
  }
})
