import { z } from 'zod'
import { adminListQuerySchema, daySchema } from './admin-lists.js'

/**
 * The back office's audit log (docs/product-rules.md § Back office at scale): every admin write with who
 * made it, what, on which record, when, and the fields it changed. `GET /api/admin/audit` pages
 * it newest first.
 */

/** The managed lists of the catalogue settings, as their entries name them in the log. */
const VOCABULARY_NAMES = { category: 'category', gender: 'gender', size: 'size', color: 'colour' }
type VocabularyType = keyof typeof VOCABULARY_NAMES
const VOCABULARY_VERBS = {
  create: 'Added a',
  update: 'Edited a',
  rename: 'Renamed a',
  reorder: 'Reordered the',
  delete: 'Deleted a',
}
type VocabularyAction = `${VocabularyType}.${keyof typeof VOCABULARY_VERBS}`

const VOCABULARY_ACTION_LABELS = Object.fromEntries(
  Object.entries(VOCABULARY_NAMES).flatMap(([type, name]) =>
    Object.entries(VOCABULARY_VERBS).map(([verb, words]) => [
      `${type}.${verb}`,
      verb === 'reorder' ? `${words} ${name} list` : `${words} ${name}`,
    ]),
  ),
) as Record<VocabularyAction, string>

/** Every action the shop records, `<record type>.<verb>`, with how the back office names it. */
export const AUDIT_ACTION_LABELS = {
  'user.create': 'Added a user',
  'user.update': 'Edited a user',
  'user.role': 'Changed a user’s role',
  'user.delete': 'Deleted a user',
  'user.store_credit': 'Changed a user’s store credit',
  'product.create': 'Added a product',
  'product.update': 'Edited a product',
  'product.delete': 'Deleted a product',
  'products.import': 'Imported products',
  'product.import': 'Imported a product',
  'products.bulk_delete': 'Deleted products (bulk)',
  'products.bulk_activate': 'Activated products (bulk)',
  'products.bulk_deactivate': 'Deactivated products (bulk)',
  'order.status': 'Changed an order’s status',
  'order.tracking': 'Set a tracking number',
  'order.refund': 'Refunded an order',
  'order.delete': 'Deleted an order',
  'discount.create': 'Added a discount code',
  'discount.update': 'Edited a discount code',
  'discount.delete': 'Deleted a discount code',
  'tax_rates.replace': 'Changed the tax rates',
  'shipping.update': 'Changed the shipping table',
  'page.update': 'Edited a page',
  'home.update': 'Changed the home page',
  'settings.update': 'Changed the store settings',
  'outbox.retry': 'Sent an e-mail again',
  'message.delete': 'Deleted a contact message',
  'subscriber.delete': 'Removed a subscriber',
  ...VOCABULARY_ACTION_LABELS,
} as const satisfies Record<string, string>
export type KnownAuditAction = keyof typeof AUDIT_ACTION_LABELS
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as KnownAuditAction[]

/** How the back office names an action; an action it does not know reads as itself. */
export function auditActionLabel(action: string): string {
  return action in AUDIT_ACTION_LABELS ? AUDIT_ACTION_LABELS[action as KnownAuditAction] : action
}

/** The kinds of records an entry can be about, with their names in the back office's filter. */
export const AUDIT_ENTITY_TYPE_LABELS = {
  user: 'Users',
  product: 'Products',
  order: 'Orders',
  discount: 'Discount codes',
  tax_rates: 'Tax rates',
  shipping: 'Shipping table',
  page: 'Pages',
  home: 'Home page',
  settings: 'Store settings',
  outbox: 'E-mails',
  message: 'Contact messages',
  subscriber: 'Subscribers',
  category: 'Categories',
  gender: 'Genders',
  size: 'Sizes',
  color: 'Colours',
} as const satisfies Record<string, string>
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPE_LABELS
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_TYPE_LABELS) as AuditEntityType[]

export const auditFieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() })
export type AuditFieldChangeDto = z.infer<typeof auditFieldChangeSchema>

export const auditEntrySchema = z.object({
  _id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** The admin; null once their account is deleted (`actorEmail` stays). */
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  /** The record's id, or null for a write over many records (an import, the tax rates). */
  entityId: z.string().nullable(),
  /** The record's name at the time: a product name, an e-mail, a code, `#1a2b3c4d`. */
  entityLabel: z.string(),
  /** Changed fields with their values before and after; never a password, hash or token. */
  changes: z.record(z.string(), auditFieldChangeSchema),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditEntryListSchema = z.array(auditEntrySchema)

export const AUDIT_SORT_FIELDS = ['createdAt'] as const
export const AUDIT_ACTION_MESSAGE = 'Action must be a word like product.update.'
export const AUDIT_ENTITY_TYPE_MESSAGE = 'Type must be a word like product.'
export const AUDIT_ACTOR_MESSAGE = 'Actor must be an e-mail address.'
export const AUDIT_RANGE_MESSAGE = 'The start date must be on or before the end date.'

/**
 * `GET /api/admin/audit?page&limit&search&sort&action&entityType&entityId&actor&from&to`: search
 * matches the record's name or the actor's e-mail; `actor` is an e-mail (exact, any letter case);
 * `from`/`to` are UTC days, both included.
 */
export const auditQuerySchema = adminListQuerySchema(AUDIT_SORT_FIELDS, '-createdAt')
  .extend({
    action: z
      .string()
      .regex(/^[a-z_]+\.[a-z_]+$/, AUDIT_ACTION_MESSAGE)
      .optional(),
    entityType: z
      .string()
      .regex(/^[a-z_]+$/, AUDIT_ENTITY_TYPE_MESSAGE)
      .optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    actor: z.email(AUDIT_ACTOR_MESSAGE).max(254, AUDIT_ACTOR_MESSAGE).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AUDIT_RANGE_MESSAGE,
  })
export type AuditQuery = z.output<typeof auditQuerySchema>
export type AuditQueryInput = z.input<typeof auditQuerySchema>
