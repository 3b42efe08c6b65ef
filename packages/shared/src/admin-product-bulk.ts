import { z } from 'zod'

/**
 * `POST /api/admin/products/bulk`: one action on up to 100 products of the back office's
 * selection, in one transaction. Ids that name no product are skipped: the answer counts only
 * the products it changed.
 */

export const MAX_BULK_PRODUCTS = 100
export const PRODUCT_BULK_ACTIONS = ['delete', 'activate', 'deactivate'] as const
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number]

export const BULK_IDS_MESSAGE = `Choose 1 to ${String(MAX_BULK_PRODUCTS)} products.`
export const BULK_ID_MESSAGE = 'Each product id must be a valid id.'
export const BULK_ACTION_MESSAGE = `Action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}.`

export const productBulkBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: BULK_ID_MESSAGE }), { error: BULK_IDS_MESSAGE })
    .min(1, BULK_IDS_MESSAGE)
    .max(MAX_BULK_PRODUCTS, BULK_IDS_MESSAGE),
  action: z.enum(PRODUCT_BULK_ACTIONS, { error: BULK_ACTION_MESSAGE }),
})
export type ProductBulkBody = z.infer<typeof productBulkBodySchema>

/** How many products the action changed (deleted, activated or deactivated). */
export const productBulkResponseSchema = z.object({ updated: z.number().int() })
export type ProductBulkResponse = z.infer<typeof productBulkResponseSchema>
