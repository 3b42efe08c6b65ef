import { expect, test } from 'vitest'
import { PASSWORD_SPECIAL_CHARACTERS } from './limits.js'
import { getPasswordStrength, passwordSchema, registerBodySchema } from './users.js'

test('the strength bar is empty, then red under 6, yellow from 6 and green when every rule holds', () => {
  expect(getPasswordStrength('')).toBe('empty')
  expect(getPasswordStrength('Ab1!x')).toBe('weak')
  expect(getPasswordStrength('abcdef')).toBe('fair')
  expect(getPasswordStrength('Abcdef1x')).toBe('fair')
  expect(getPasswordStrength('Abcdef1!')).toBe('strong')
})

test('each special character of the spec counts, and no other does', () => {
  for (const character of PASSWORD_SPECIAL_CHARACTERS) {
    expect(passwordSchema.safeParse(`Abcdef1${character}`).success, character).toBe(true)
  }
  for (const character of ['_', '-', '[', ']', '\\', '~', ' ']) {
    expect(passwordSchema.safeParse(`Abcdef1${character}`).success, character).toBe(false)
  }
})

test('a sign-up keeps only name, e-mail and password', () => {
  const parsed = registerBodySchema.parse({
    name: ' Ann ',
    email: ' ann@example.com ',
    password: 'Secret123!',
    role: 'admin',
  })
  expect(parsed).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'Secret123!' })
})
