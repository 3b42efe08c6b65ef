import { expect, test } from 'vitest'
import { getPostAuthPath } from './safe-redirect'

test('a redirect that mentions checkout leads to the checkout page', () => {
  expect(getPostAuthPath('checkout')).toBe('/checkout')
  expect(getPostAuthPath('/checkout')).toBe('/checkout')
  expect(getPostAuthPath('Checkout')).toBe('/checkout')
})

test('no redirect, or any other, leads home', () => {
  expect(getPostAuthPath(null)).toBe('/')
  expect(getPostAuthPath(undefined)).toBe('/')
  expect(getPostAuthPath('')).toBe('/')
  expect(getPostAuthPath('/profile')).toBe('/')
})

test('a redirect to another site never leaves the shop', () => {
  for (const hostile of [
    'https://elsewhere.example',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' https://evil.com',
    '/%2F%2Fevil.com',
  ]) {
    expect(getPostAuthPath(hostile), hostile).toBe('/')
  }
})

test('another site’s address that mentions checkout still stays in the shop', () => {
  expect(getPostAuthPath('https://evil.com/checkout')).toBe('/checkout')
  expect(getPostAuthPath('//evil.com/checkout')).toBe('/checkout')
})
