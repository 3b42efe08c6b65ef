import {
  duplicateVariantMessage,
  imageColorWithoutVariantMessage,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_UPDATED_AT_REQUIRED_MESSAGE,
  skuTakenMessage,
  type ProductImageInput,
  type ProductInput,
  type ProductUpdateInput,
  type ProductVariantInput,
} from '@shop/shared/admin-products'
import type { Product } from '@shop/shared/catalog'
import { isUuid } from '@shop/shared/common'
import type { AppDeps } from '../../app-deps.js'
import type { Executor } from '../../db/client.js'
import { badInput, conflict, notFound, preconditionRequired } from '../../lib/app-error.js'
import { findUniqueViolation } from '../../lib/unique-violation.js'
import { findUnknownVocabulary } from './vocabulary/find-unknown-vocabulary.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import {
  SKU_UNIQUE_INDEX,
  deleteProductById,
  findSkusUsedElsewhere,
  lockProduct,
  replaceProductVariants,
  updateProductValues,
} from './catalog.admin-repository.js'
import { findProductById } from './catalog.repository.js'
import * as catalog from './catalog.service.js'
import { PRODUCT_NOT_FOUND_MESSAGE } from './catalog.service.js'
import { productChanges } from './product-audit.js'
import { toProductDto, toProductValues } from './product.mapper.js'

/**
 * The admin's catalogue writes (docs/product-rules.md § Admin, Products). Each runs in one transaction
 * and, once committed, drops the catalogue cache so shoppers see the change at once.
 */

type CatalogWriteDeps = Pick<AppDeps, 'db' | 'catalogCache'>

/**
 * Creates a product with its variants and images in the given order. A SKU already used by any
 * variant (of this product or another) is a 409.
 */
export async function createProduct(
  { db, catalogCache }: CatalogWriteDeps,
  actor: AuditActor,
  input: ProductInput,
): Promise<Product> {
  refuseRepeatedVariants(input.variants)
  refuseImageColorsWithoutVariant(input.images, input.variants)
  const id = await retryOnSkuRace(() =>
    db.transaction(async (tx) => {
      await refuseUnknownVocabulary(tx, input)
      await refuseSkusUsedElsewhere(tx, input.variants)
      const createdId = await catalog.createProduct(tx, input)
      await recordAudit(tx, actor, {
        action: 'product.create',
        entityType: 'product',
        entityId: createdId,
        entityLabel: input.name,
        changes: productChanges(undefined, input),
      })
      return createdId
    }),
  )
  catalogCache.clear()
  return catalog.getProduct(db, id)
}

/**
 * Replaces a product: its columns, then its variants and images exactly as given (docs/product-rules.md § Validation:
 * brand is required on edit). The product row is locked first, as checkout finalization does.
 */
export async function updateProduct(
  { db, catalogCache }: CatalogWriteDeps,
  actor: AuditActor,
  id: string,
  input: ProductUpdateInput,
): Promise<Product> {
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  const loadedUpdatedAt = input.updatedAt
  if (loadedUpdatedAt === undefined) throw preconditionRequired(PRODUCT_UPDATED_AT_REQUIRED_MESSAGE)
  refuseRepeatedVariants(input.variants)
  refuseImageColorsWithoutVariant(input.images, input.variants)
  await retryOnSkuRace(() =>
    db.transaction(async (tx) => {
      // The lists before the product row: a rename locks them in that order too.
      await refuseUnknownVocabulary(tx, input)
      const locked = await lockProduct(tx, id)
      if (!locked) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
      // The form's copy is older than the product: saving it would overwrite newer stock.
      if (Date.parse(loadedUpdatedAt) !== locked.updatedAt.getTime()) {
        throw conflict(PRODUCT_CHANGED_MESSAGE)
      }
      await refuseSkusUsedElsewhere(tx, input.variants, id)
      const before = await findProductById(tx, id)
      await updateProductValues(tx, id, toProductValues(input))
      await replaceProductVariants(tx, id, input.variants)
      await recordAudit(tx, actor, {
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        entityLabel: input.name,
        changes: productChanges(before && toProductDto(before), input),
      })
    }),
  )
  catalogCache.clear()
  return catalog.getProduct(db, id)
}

/**
 * Deletes a product. Past orders stay readable: their lines keep the copied name, price and
 * image and only lose the link to the product. Cart lines of the product go with it.
 */
export async function deleteProduct(
  { db, catalogCache }: CatalogWriteDeps,
  actor: AuditActor,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
  await db.transaction(async (tx) => {
    const before = await findProductById(tx, id)
    // The cascades to variants and cart lines are atomic with the delete and its entry.
    if (!before || !(await deleteProductById(tx, id))) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
    await recordAudit(tx, actor, {
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      entityLabel: before.name,
      changes: productChanges(toProductDto(before), undefined),
    })
  })
  catalogCache.clear()
}

/** One product may list a SKU, and a size in a colour, only once. */
function refuseRepeatedVariants(variants: readonly ProductVariantInput[]): void {
  const skus = new Set<string>()
  const sizeColors = new Set<string>()
  for (const { sku, size, color } of variants) {
    if (skus.has(sku)) throw conflict(skuTakenMessage(sku))
    skus.add(sku)
    // A cart line names its variant by size and colour (the database holds the pair unique too).
    const sizeColor = JSON.stringify([size, color])
    if (sizeColors.has(sizeColor)) throw badInput(duplicateVariantMessage(size, color))
    sizeColors.add(sizeColor)
  }
}

/**
 * Category, gender, sizes and colours come from the managed lists (docs/decisions/014): checked
 * in the write's transaction, which holds the listed values until it commits.
 */
async function refuseUnknownVocabulary(tx: Executor, input: ProductInput): Promise<void> {
  const message = await findUnknownVocabulary(tx, input)
  if (message !== undefined) throw badInput(message)
}

/** An image's colour tag names one of the product's own colours (docs/product-rules.md § Catalogue: images[].color). */
function refuseImageColorsWithoutVariant(
  images: readonly ProductImageInput[],
  variants: readonly ProductVariantInput[],
): void {
  const colors = new Set(variants.map((variant) => variant.color))
  const stray = images.find((image) => image.color !== undefined && !colors.has(image.color))
  if (stray?.color !== undefined) throw badInput(imageColorWithoutVariantMessage(stray.color))
}

async function refuseSkusUsedElsewhere(
  tx: Executor,
  variants: readonly ProductVariantInput[],
  productId?: string,
): Promise<void> {
  const used = new Set(
    await findSkusUsedElsewhere(
      tx,
      variants.map((variant) => variant.sku),
      productId,
    ),
  )
  // The first taken SKU in the admin's own order, so the message points at the row they see first.
  const taken = variants.find((variant) => used.has(variant.sku))
  if (taken) throw conflict(skuTakenMessage(taken.sku))
}

const SKU_RACE_ATTEMPTS = 3

/**
 * Two writes with the same new SKU can both pass the check before either commits; the unique
 * index then refuses the later one. Running that write again lets the check see the committed
 * rival and answer the 409 with its SKU (or succeed, when the rival rolled back).
 */
async function retryOnSkuRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write()
    } catch (error) {
      const violation = findSkuUniqueViolation(error)
      if (!violation) throw error
      if (attempt >= SKU_RACE_ATTEMPTS) throw conflict(skuTakenMessage(violation.sku))
    }
  }
}

/** The SKU of a refusal by the SKU unique index. */
function findSkuUniqueViolation(error: unknown): { sku: string } | undefined {
  const violation = findUniqueViolation(error)
  if (!violation) return undefined
  const skuInDetail = /^Key \(sku\)=\((?<sku>.*)\) already exists\.$/.exec(violation.detail)
  if (violation.constraint !== SKU_UNIQUE_INDEX && !skuInDetail) return undefined
  return { sku: skuInDetail?.groups?.sku ?? '' }
}
