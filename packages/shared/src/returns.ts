import { z } from 'zod'
import { idSchema, moneySchema } from './common.js'
import {
  MAX_RETURN_LINES,
  MAX_RETURN_NOTE_LENGTH,
  RETURN_NO_ITEMS_MESSAGE,
  RETURN_REASONS,
  RETURN_REJECT_NOTE_MESSAGE,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
} from './returns-constants.js'

/**
 * The schemas of returns and exchanges; the statuses, reasons, words, limits and messages are
 * `returns-constants.ts` (zod-free), re-exported here.
 */
export * from './returns-constants.js'

export const returnReasonSchema = z.enum(RETURN_REASONS, {
  error: `Reason must be one of ${RETURN_REASONS.join(', ')}.`,
})
export const returnStatusSchema = z.enum(RETURN_STATUSES, {
  error: `Status must be one of ${RETURN_STATUSES.join(', ')}.`,
})
export const returnResolutionSchema = z.enum(RETURN_RESOLUTIONS, {
  error: 'Choose a refund or store credit.',
})

/** A variant of the same product, by its size and colour. */
export const variantChoiceSchema = z.object({
  size: z.string().trim().min(1).max(100),
  color: z.string().trim().min(1).max(100),
})
export type VariantChoice = z.infer<typeof variantChoiceSchema>

const optionalNote = z
  .string()
  .trim()
  .max(MAX_RETURN_NOTE_LENGTH, `A note is at most ${String(MAX_RETURN_NOTE_LENGTH)} characters.`)
  .optional()

/** `POST /api/returns`. */
export const createReturnBodySchema = z.object({
  orderId: z.string(),
  items: z
    .array(
      z.object({
        orderItemId: z.string(),
        quantity: z
          .number()
          .int('Quantity must be a whole number.')
          .min(1, 'Quantity is at least 1.'),
        reason: returnReasonSchema,
        exchangeFor: variantChoiceSchema.optional(),
      }),
    )
    .min(1, RETURN_NO_ITEMS_MESSAGE)
    .max(MAX_RETURN_LINES, `A return holds at most ${String(MAX_RETURN_LINES)} items.`),
  resolution: returnResolutionSchema,
  note: optionalNote,
})
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>

/** A line of an order as the return flow offers it. */
export const returnableLineSchema = z.object({
  orderItemId: idSchema,
  productId: idSchema.nullable(),
  name: z.string(),
  image: z.string(),
  price: moneySchema,
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  /** Units that can still go back now: 0 outside the window or once all are in returns. */
  returnable: z.number().int(),
  /** Other variants of the same product with units in stock, for an exchange. */
  exchangeOptions: z.array(variantChoiceSchema.extend({ countInStock: z.number().int() })),
})
export type ReturnableLine = z.infer<typeof returnableLineSchema>

/** `GET /api/orders/:id/returnable`. */
export const returnableOrderSchema = z.object({
  /** The last moment to return; null for an order not shipped (or cancelled). */
  deadline: z.iso.datetime().nullable(),
  lines: z.array(returnableLineSchema),
})
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>

export const returnItemSchema = z.object({
  orderItemId: idSchema,
  productId: idSchema.nullable(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number().int(),
  reason: returnReasonSchema,
  exchangeFor: variantChoiceSchema.optional(),
  /** What these units give back (0 for an exchange). */
  refund: moneySchema,
  /** The order that ships the exchanged units, once the return was received. */
  replacementOrderId: idSchema.optional(),
})
export type ReturnItem = z.infer<typeof returnItemSchema>

/** A return as its customer and the back office read it. */
export const returnSchema = z.object({
  _id: idSchema,
  number: z.string(),
  orderId: idSchema,
  status: returnStatusSchema,
  items: z.array(returnItemSchema),
  resolution: returnResolutionSchema,
  refundAmount: moneySchema,
  /** The customer's own words. */
  note: z.string().optional(),
  /** The shop's note with an approval or a rejection. */
  shopNote: z.string().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Return = z.infer<typeof returnSchema>
export const returnListSchema = z.array(returnSchema)

/** The back office's return: the customer too (null once the account is deleted). */
export const adminReturnSchema = returnSchema.extend({
  customer: z.object({ _id: idSchema, name: z.string(), email: z.string() }).nullable(),
})
export type AdminReturn = z.infer<typeof adminReturnSchema>
export const adminReturnListSchema = z.array(adminReturnSchema)

/** The steps the back office takes. */
export const ADMIN_RETURN_STEPS = ['approved', 'rejected', 'received'] as const

/** `PUT /api/admin/returns/:id`: a step, with a note to the customer (required to reject). */
export const updateReturnBodySchema = z
  .object({
    status: z.enum(ADMIN_RETURN_STEPS, {
      error: `Status must be one of ${ADMIN_RETURN_STEPS.join(', ')}.`,
    }),
    note: optionalNote,
  })
  .refine((body) => body.status !== 'rejected' || (body.note ?? '') !== '', {
    message: RETURN_REJECT_NOTE_MESSAGE,
    path: ['note'],
  })
export type UpdateReturnBody = z.infer<typeof updateReturnBodySchema>

/* ------------------------------------------------------- What the owner learns from returns */

export const RETURN_STATS_TOP_PRODUCTS = 5

const unitsSchema = z.number().int().nonnegative()

/** Units returned for one reason. */
export const reasonUnitsSchema = z.object({ reason: returnReasonSchema, units: unitsSchema })
export type ReasonUnits = z.infer<typeof reasonUnitsSchema>

/**
 * `GET /api/admin/returns/stats?from&to` (the dashboard's UTC days): units in returns made in the
 * range that count (not rejected or cancelled) over units bought in orders placed in it, and the
 * products returned most with their reasons, most units first.
 */
export const returnStatsSchema = z.object({
  returnedUnits: unitsSchema,
  soldUnits: unitsSchema,
  /** returnedUnits / soldUnits, 0 to 1 (0 when nothing sold); the web rounds it. */
  returnRate: z.number().nonnegative(),
  topProducts: z.array(
    z.object({
      productId: idSchema.nullable(),
      name: z.string(),
      units: unitsSchema,
      reasons: z.array(reasonUnitsSchema),
    }),
  ),
})
export type ReturnStats = z.infer<typeof returnStatsSchema>

/** `GET /api/admin/returns/products/:id`: a product's returned units by reason, all time. */
export const productReturnReasonsSchema = z.object({
  units: unitsSchema,
  reasons: z.array(reasonUnitsSchema),
})
export type ProductReturnReasons = z.infer<typeof productReturnReasonsSchema>
