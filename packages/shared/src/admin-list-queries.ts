import { z } from 'zod'
import { adminListQuerySchema, daySchema } from './admin-lists.js'
import { PRODUCT_STATUSES } from './admin-products.js'
import { ORDER_STATUSES } from './orders.js'
import { RETURN_STATUSES } from './returns.js'
import { USER_ROLES } from './users.js'

/**
 * The query of each back-office list (docs/product-rules.md § Back office at scale): the paging, search
 * and sort of `adminListQuerySchema` plus the list's filters. The server validates with these
 * and the web tables build their URLs from the same names. An empty filter means no filter,
 * as query strings send unused fields empty.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** An optional filter that takes one of `values` exactly. */
const optionalChoice = <const Value extends string>(values: readonly Value[], message: string) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional())

const optionalText = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, `${label} must be at most 100 characters.`).optional(),
  )

// Products

export const ADMIN_PRODUCT_SORT_FIELDS = [
  'name',
  'price',
  'createdAt',
  'updatedAt',
  'stock',
] as const
/**
 * `low`: at least one variant has 1 to LOW_STOCK_THRESHOLD units (something is about to sell
 * out); `out`: at least one variant has none (a size or colour cannot be bought).
 */
export const PRODUCT_STOCK_FILTERS = ['low', 'out'] as const
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number]
export const PRODUCT_STOCK_FILTER_MESSAGE = 'Stock must be low or out.'
export const PRODUCT_STATUS_FILTER_MESSAGE = `Status must be ${PRODUCT_STATUSES.join(' or ')}.`

/** `GET /api/admin/products`: search finds any part of a name, brand or SKU. */
export const adminProductListQuerySchema = adminListQuerySchema(
  ADMIN_PRODUCT_SORT_FIELDS,
  '-createdAt',
).extend({
  /** Exact, ignoring case. */
  category: optionalText('Category'),
  /** Exact, ignoring case. */
  gender: optionalText('Gender'),
  stock: optionalChoice(PRODUCT_STOCK_FILTERS, PRODUCT_STOCK_FILTER_MESSAGE),
  status: optionalChoice(PRODUCT_STATUSES, PRODUCT_STATUS_FILTER_MESSAGE),
})
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>

// Orders

export const ADMIN_ORDER_SORT_FIELDS = ['createdAt', 'total', 'status'] as const
export const ORDER_STATUS_FILTER_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(', ')}.`
export const ORDER_DATE_RANGE_MESSAGE = 'The start date must be on or before the end date.'

const optionalDay = z.preprocess(emptyToUndefined, daySchema.optional())

/**
 * `GET /api/admin/orders`: `from` and `to` are whole UTC days, both included. Search finds any
 * part of the order number, the customer's name or e-mail, or the shipping address's name.
 */
export const adminOrderListQuerySchema = adminListQuerySchema(ADMIN_ORDER_SORT_FIELDS, '-createdAt')
  .extend({
    status: optionalChoice(ORDER_STATUSES, ORDER_STATUS_FILTER_MESSAGE),
    from: optionalDay,
    to: optionalDay,
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    message: ORDER_DATE_RANGE_MESSAGE,
    path: ['from'],
  })
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>

// Users

export const ADMIN_USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'role'] as const
export const USER_ROLE_FILTER_MESSAGE = `Role must be ${USER_ROLES.join(' or ')}.`

/** `GET /api/admin/users`: search finds any part of a name or e-mail. */
export const adminUserListQuerySchema = adminListQuerySchema(
  ADMIN_USER_SORT_FIELDS,
  '-createdAt',
).extend({
  role: optionalChoice(USER_ROLES, USER_ROLE_FILTER_MESSAGE),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

// Contact messages

export const ADMIN_MESSAGE_SORT_FIELDS = ['createdAt', 'name', 'email'] as const

/** `GET /api/admin/messages`: search finds any part of the name, e-mail or message. */
export const adminMessageListQuerySchema = adminListQuerySchema(
  ADMIN_MESSAGE_SORT_FIELDS,
  '-createdAt',
)
export type AdminMessageListQuery = z.infer<typeof adminMessageListQuerySchema>

// Discount codes

export const ADMIN_DISCOUNT_SORT_FIELDS = ['code', 'createdAt', 'timesUsed'] as const
export const DISCOUNT_ACTIVE_FILTER_MESSAGE = 'Active must be true or false.'

/** `GET /api/admin/discounts`: search finds any part of a code. */
export const adminDiscountListQuerySchema = adminListQuerySchema(
  ADMIN_DISCOUNT_SORT_FIELDS,
  '-createdAt',
).extend({
  active: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: DISCOUNT_ACTIVE_FILTER_MESSAGE })
      .transform((value) => value === 'true')
      .optional(),
  ),
})
export type AdminDiscountListQuery = z.infer<typeof adminDiscountListQuerySchema>

// Returns

export const ADMIN_RETURN_SORT_FIELDS = ['createdAt', 'status'] as const
export const RETURN_STATUS_FILTER_MESSAGE = `Status must be one of ${RETURN_STATUSES.join(', ')}.`

/**
 * `GET /api/admin/returns`: oldest waiting first is `createdAt`. Search finds a return by its
 * number, its order's number (any part of the first 8 characters) or the customer's name or e-mail.
 */
export const adminReturnListQuerySchema = adminListQuerySchema(
  ADMIN_RETURN_SORT_FIELDS,
  '-createdAt',
).extend({
  status: optionalChoice(RETURN_STATUSES, RETURN_STATUS_FILTER_MESSAGE),
})
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>
