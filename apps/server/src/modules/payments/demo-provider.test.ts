import { expect, test } from 'vitest'
import { createDemoProvider } from './demo-provider.js'

test('a demo refund has one id per request id, the same on any instance and when repeated', async () => {
  const captureId = 'DEMO-CAPTURE-1f0c6b8e-5d7a-4c39-9f2e-3a4b5c6d7e8f'
  const refund = (requestId: string, amountCents = 500) =>
    createDemoProvider().refundPayment({ captureId, amountCents, requestId })

  const first = await refund(`refund-${captureId}-0-500`)
  expect(first.refundId).toMatch(/^DEMO-REFUND-[0-9a-f]{32}$/)
  expect(await refund(`refund-${captureId}-0-500`)).toEqual(first)
  expect((await refund(`refund-${captureId}-500-500`)).refundId).not.toBe(first.refundId)
  // A whole refund is keyed by the capture.
  expect(await createDemoProvider().refundPayment({ captureId })).toEqual(
    await refund(`refund-${captureId}`, 2500),
  )
  await expect(refund('refund-x', 0)).rejects.toBeInstanceOf(RangeError)
})
