import type { ReturnStats } from '@shop/shared/returns'
import type { AdminOrder, AdminStats, AdminUser, ContactMessage } from '@shop/shared/admin'
import type { OutboxMessage } from '@shop/shared/outbox'
import { makeOrder } from '../../testing/order.fixture'
import type { AuthState, SessionUser } from '../auth/auth-slice'

/** The signed-in admin of the back-office tests. */
export const signedInAdmin: SessionUser = {
  _id: '3c5b2f7e-8d41-4a9b-b6a2-0e1f2a3b4c5d',
  name: 'Shop Admin',
  email: 'admin@example.com',
  role: 'admin',
}

/** A session of `user` for `preloadedState` (the client never checks the token's signature). */
export function authStateOf(user: SessionUser): AuthState {
  return { user, token: 'header.claims.signature', guestId: 'guest_1774450000000_0123456789abcdef' }
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    name: 'Casey Tester',
    email: 'casey@example.com',
    role: 'customer',
    createdAt: '2026-03-20T09:00:00.000Z',
    storeCredit: 0,
    ...overrides,
  }
}

/** A paid order of two lines, as `GET /api/admin/orders/:id` answers it (with the e-mail). */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...makeOrder(),
    user: {
      _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
      name: 'Maya Lindqvist',
      email: 'maya@example.com',
    },
    ...overrides,
  }
}

export function makeAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    revenue: 1234.5,
    totalOrders: 2,
    totalProducts: 64,
    recentOrders: [
      {
        _id: '6ec0dcad-60b5-4ac4-87b7-67c49ad43450',
        user: { _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', name: 'Maya Lindqvist' },
        totalPrice: 177.99,
        status: 'Shipped',
        createdAt: '2026-03-25T14:30:00.000Z',
      },
      {
        _id: 'b1e2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d',
        user: null,
        totalPrice: 40,
        status: 'Processing',
        createdAt: '2026-03-24T10:00:00.000Z',
      },
    ],
    from: '2026-03-19',
    to: '2026-03-25',
    series: [
      { date: '2026-03-19', revenue: 0, orders: 0 },
      { date: '2026-03-20', revenue: 120.5, orders: 2 },
      { date: '2026-03-21', revenue: 0, orders: 0 },
      { date: '2026-03-22', revenue: 60, orders: 1 },
      { date: '2026-03-23', revenue: 0, orders: 0 },
      { date: '2026-03-24', revenue: 40, orders: 1 },
      { date: '2026-03-25', revenue: 177.99, orders: 1 },
    ],
    rangeRevenue: 398.49,
    rangeOrders: 5,
    averageOrderValue: 79.7,
    topProductsByUnits: [
      {
        productId: '0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d',
        name: 'Drift Hoodie',
        units: 4,
        revenue: 240,
      },
      { productId: null, name: 'Retired Cap', units: 2, revenue: 30 },
    ],
    topProductsByRevenue: [
      {
        productId: '0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d',
        name: 'Drift Hoodie',
        units: 4,
        revenue: 240,
      },
      { productId: null, name: 'Retired Cap', units: 2, revenue: 30 },
    ],
    ordersToShip: {
      total: 1,
      oldest: [
        {
          _id: 'b1e2c3d4-0000-4a1b-9c2d-3e4f5a6b7c8d',
          user: null,
          totalPrice: 40,
          status: 'Processing',
          createdAt: '2026-03-24T10:00:00.000Z',
        },
      ],
    },
    lowStock: {
      threshold: 3,
      total: 1,
      variants: [
        {
          productId: '0d5e8a2b-1c3f-4e6a-9b7d-2f4a6c8e0b1d',
          productName: 'Drift Hoodie',
          size: 'M',
          color: 'Sage',
          sku: 'DRIFT-M-SAGE',
          countInStock: 2,
        },
      ],
    },
    ...overrides,
  }
}

export function makeContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'c0ffee00-1234-4abc-8def-0123456789ab',
    name: 'Maya Lindqvist',
    email: 'maya@example.com',
    message: 'Do the Drift hoodies run true to size?',
    createdAt: '2026-03-26T08:15:00.000Z',
    ...overrides,
  }
}

/** A welcome mail the mail server refused three times, as `GET /api/admin/outbox` lists it. */
export function makeOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    _id: 'a7e1c2d3-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    kind: 'welcome',
    to: 'maya@example.com',
    subject: 'Welcome to the shop, Maya',
    status: 'failed',
    attempts: 3,
    lastError: '550 5.1.1 Mailbox unavailable',
    createdAt: '2026-03-26T08:15:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
    canRetry: true,
    ...overrides,
  }
}

/** The dashboard's returns panel of a shop with no returns yet. */
export function makeReturnStats(overrides: Partial<ReturnStats> = {}): ReturnStats {
  return { returnedUnits: 0, soldUnits: 0, returnRate: 0, topProducts: [], ...overrides }
}
