import type { AuditEntry } from '@shop/shared/audit'
import { describe, expect, test } from 'vitest'
import {
  auditRecordPath,
  describeAuditChanges,
  describeAuditValue,
  MAX_SHOWN_TEXT_LENGTH,
} from './audit-format'

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: 'c1c2d3e4-0000-4000-8000-000000000001',
  createdAt: '2026-03-26T09:30:00.000Z',
  actorId: null,
  actorEmail: 'owner@example.com',
  action: 'product.update',
  entityType: 'product',
  entityId: 'b1c2d3e4-0000-4000-8000-000000000001',
  entityLabel: 'Linen Shirt',
  changes: {},
  ...overrides,
})

describe('describeAuditValue', () => {
  test.each([
    [null, '—'],
    ['', '—'],
    [[], '—'],
    ['Shipped', 'Shipped'],
    [12.5, '12.5'],
    [true, 'Yes'],
    [false, 'No'],
    [['/a.webp', '/b.webp'], '/a.webp, /b.webp'],
    [{ min: 1 }, '{"min":1}'],
  ])('%j reads %j', (value, text) => {
    expect(describeAuditValue(value)).toBe(text)
  })

  test('a long text, such as a page’s Markdown, is cut to its beginning', () => {
    const text = describeAuditValue(`# Our story\n\n${'We sew by the sea. '.repeat(100)}`)
    expect(text).toHaveLength(MAX_SHOWN_TEXT_LENGTH)
    expect(text).toMatch(/^# Our story\n\nWe sew by the sea\..*…$/s)
  })
})

test('each change reads "field: old → new"', () => {
  expect(
    describeAuditChanges({
      status: { from: 'Processing', to: 'Shipped' },
      trackingNumber: { from: null, to: 'TRACK-1' },
    }),
  ).toEqual(['status: Processing → Shipped', 'trackingNumber: — → TRACK-1'])
})

describe('auditRecordPath', () => {
  test('links a product, an order and a user that still exist', () => {
    expect(auditRecordPath(entry({}))).toBe(
      '/admin/products/b1c2d3e4-0000-4000-8000-000000000001/edit',
    )
    expect(auditRecordPath(entry({ entityType: 'order', action: 'order.status' }))).toBe(
      '/admin/orders?order=b1c2d3e4-0000-4000-8000-000000000001',
    )
    expect(
      auditRecordPath(
        entry({ entityType: 'user', action: 'user.role', entityLabel: 'ann@example.com' }),
      ),
    ).toBe('/admin/users?search=ann%40example.com')
    expect(
      auditRecordPath(entry({ entityType: 'page', action: 'page.update', entityId: 'about' })),
    ).toBe('/admin/pages/about')
  })

  test('links nothing deleted, one by one or in bulk, nor a write over many records', () => {
    expect(auditRecordPath(entry({ action: 'product.delete' }))).toBeUndefined()
    expect(auditRecordPath(entry({ action: 'products.bulk_delete' }))).toBeUndefined()
    expect(auditRecordPath(entry({ action: 'products.import', entityId: null }))).toBeUndefined()
  })
})
