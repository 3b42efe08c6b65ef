import { expect, test } from 'vitest'
import { getErrorMessage } from './get-error-message'

test('the server message of a failed call is shown as it is', () => {
  expect(getErrorMessage({ status: 409, data: { message: 'Not enough stock.' } }, 'Failed')).toBe(
    'Not enough stock.',
  )
})

test('a failed call without a message falls back to the screen text', () => {
  expect(getErrorMessage({ status: 500, data: '<html>' }, 'Failed to send message.')).toBe(
    'Failed to send message.',
  )
  expect(getErrorMessage({ status: 400, data: { message: ' ' } }, 'Failed')).toBe('Failed')
})

test('a call that never reached the server says so', () => {
  expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Failed')).toBe(
    'Network error: check your connection and try again.',
  )
})

test('thrown errors and serialized errors give their message', () => {
  expect(getErrorMessage(new Error('Boom'), 'Failed')).toBe('Boom')
  expect(getErrorMessage({ message: 'Rejected' }, 'Failed')).toBe('Rejected')
  expect(getErrorMessage(undefined, 'Failed')).toBe('Failed')
})
