import type { ShopPage } from '@shop/shared/shop-pages'
import type { AppDeps } from '../../app-deps.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import type { PageText } from './pages.repository.js'
import { savePage, toPageSlug } from './pages.service.js'

/** The fields of a page the audit log compares. */
const AUDITED_PAGE_FIELDS = ['title', 'body'] as const

/**
 * The owner saves a page (docs/product-rules.md § The owner's shop): the text and its audit entry
 * in one transaction, then the catalogue cache is dropped, on every instance
 * (docs/decisions/021-shared-state-across-instances.md), so the API and the server-rendered
 * page show the new text at once.
 */
export async function updatePage(
  { db, catalogCache }: Pick<AppDeps, 'db' | 'catalogCache'>,
  actor: AuditActor,
  slug: string,
  text: PageText,
): Promise<ShopPage> {
  const pageSlug = toPageSlug(slug)
  const saved = await db.transaction(async (tx) => {
    const { before, after } = await savePage(tx, pageSlug, { title: text.title, body: text.body })
    await recordAudit(tx, actor, {
      action: 'page.update',
      entityType: 'page',
      entityId: pageSlug,
      entityLabel: after.title,
      changes: changedFields(before, after, AUDITED_PAGE_FIELDS),
    })
    return after
  })
  catalogCache.clear()
  return saved
}
