import type { ShopSettings, UpdateShopSettings } from '@shop/shared/shop-settings'
import type { Executor } from '../../db/client.js'
import { badInput } from '../../lib/app-error.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { toShopSettingsDto } from './settings.mapper.js'
import {
  insertShopSettingsIfAbsent,
  lockShopSettings,
  updateShopSettingsRow,
  type ShopSettingsValues,
} from './settings.repository.js'

export const LOGO_NOT_UPLOADED_MESSAGE =
  'The logo must be an image uploaded to the shop (POST /api/upload).'

const AUDITED_FIELDS = [
  'shopName',
  'logoUrl',
  'accentColor',
  'contactEmail',
  'socialLinks',
  'announcement',
  'returnWindowDays',
  'returnAddress',
] as const satisfies readonly (keyof ShopSettingsValues)[]

export interface SettingsRules {
  /** The settings a shop has before its first save. */
  defaults: ShopSettingsValues
  /** Whether a URL is an image the shop's upload pipeline stored. */
  isStoredImageUrl: (url: string) => boolean
}

/**
 * Changes the fields sent and keeps the others (`null` clears an optional one), in one
 * transaction with its audit entry. The row is locked while it is read and written, so two
 * owners saving different fields at once both keep their change.
 */
export async function updateShopSettings(
  db: Executor,
  /** null for the first-run seed: no admin's write, so no audit entry. */
  actor: AuditActor | null,
  changes: UpdateShopSettings,
  rules: SettingsRules,
): Promise<ShopSettings> {
  if (typeof changes.logoUrl === 'string' && !rules.isStoredImageUrl(changes.logoUrl)) {
    throw badInput(LOGO_NOT_UPLOADED_MESSAGE)
  }
  return db.transaction(async (tx) => {
    await insertShopSettingsIfAbsent(tx, rules.defaults)
    const before = await lockShopSettings(tx)
    if (!before) throw new Error('The shop settings row is missing.')
    const after = await updateShopSettingsRow(tx, { ...valuesOf(before), ...changes })
    const changed = changedFields(before, after, AUDITED_FIELDS)
    // A save that changes nothing is no change to record.
    if (actor && Object.keys(changed).length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityLabel: 'Store settings',
        changes: changed,
      })
    }
    return toShopSettingsDto(after)
  })
}

function valuesOf({
  id: _id,
  updatedAt: _updatedAt,
  ...values
}: ShopSettingsValues & {
  id: number
  updatedAt: Date
}): ShopSettingsValues {
  return values
}
