import type { ProductBulkAction, ProductBulkBody } from '@shop/shared/admin-product-bulk'
import type { ProductStatus } from '@shop/shared/admin-products'
import type { AppDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import {
  deleteProductsByIds,
  lockProductsInIdOrder,
  setStatusOfProducts,
  type BulkProduct,
} from './catalog.admin-repository.js'

/**
 * One action on a selection of products (`POST /api/admin/products/bulk`): delete, activate or
 * deactivate (draft), in one transaction with one audit entry per product changed. Ids that
 * name no product are skipped; the answer counts the products that changed.
 */

const STATUS_OF_ACTION: Record<Exclude<ProductBulkAction, 'delete'>, ProductStatus> = {
  activate: 'active',
  deactivate: 'draft',
}

export async function applyProductBulkAction(
  { db, catalogCache }: Pick<AppDeps, 'db' | 'catalogCache'>,
  actor: AuditActor,
  { ids, action }: ProductBulkBody,
): Promise<{ updated: number }> {
  const uniqueIds = [...new Set(ids)]
  const updated = await db.transaction(async (tx) => {
    const changed =
      action === 'delete'
        ? await deleteProducts(tx, uniqueIds)
        : await setProductStatus(tx, uniqueIds, STATUS_OF_ACTION[action])
    for (const product of changed) {
      await recordAudit(tx, actor, {
        action: `products.bulk_${action}`,
        entityType: 'product',
        entityId: product.id,
        entityLabel: product.name,
        changes:
          action === 'delete'
            ? {}
            : { status: { from: product.status, to: STATUS_OF_ACTION[action] } },
      })
    }
    return changed.length
  })
  if (updated > 0) catalogCache.clear()
  return { updated }
}

/** Deletes the products that exist; answers them as they were. */
async function deleteProducts(tx: Executor, ids: readonly string[]): Promise<BulkProduct[]> {
  const locked = await lockProductsInIdOrder(tx, ids)
  if (locked.length === 0) return []
  await deleteProductsByIds(
    tx,
    locked.map((product) => product.id),
  )
  return locked
}

/** Sets the status of the products that do not have it yet; answers them as they were. */
async function setProductStatus(
  tx: Executor,
  ids: readonly string[],
  status: ProductStatus,
): Promise<BulkProduct[]> {
  const locked = await lockProductsInIdOrder(tx, ids)
  const changing = locked.filter((product) => product.status !== status)
  if (changing.length === 0) return []
  await setStatusOfProducts(
    tx,
    changing.map((product) => product.id),
    status,
  )
  return changing
}
