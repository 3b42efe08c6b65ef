import { toCollectionSlug } from '@shop/shared/filter-values'
import type { FeaturedCollection, HomeContent, UpdateHomeContent } from '@shop/shared/home-content'
import type { AppDeps } from '../../app-deps.js'
import { badInput } from '../../lib/app-error.js'
import { changedFields } from '../audit/changed-fields.js'
import { recordAudit, type AuditActor } from '../audit/record-audit.js'
import { getCollections } from '../catalog/catalog.service.js'
import { toHomeContentDto, toHomeContentValues } from './home-content.mapper.js'
import { lockHomeContent, updateHomeContentRow } from './home-content.repository.js'
import { isShopPicture } from './home-pictures.js'
import { NEUTRAL_HOME_CONTENT } from './neutral-home-content.js'

const AUDITED_FIELDS = ['heroSlides', 'featuredCollections', 'banner'] as const

export const pictureNotOursMessage = (whose: string) =>
  `${whose} must be uploaded to the shop (POST /api/admin/content/hero-image).`

export const unknownCollectionMessage = (name: string) =>
  `The catalogue has no collection “${name}”.`

/**
 * The owner saves the home page (docs/product-rules.md § The owner's shop): the whole content,
 * checked beyond its shape (the shop's own pictures, collections of the catalogue), and its audit
 * entry in one transaction; then the catalogue cache is dropped on every instance
 * (docs/decisions/021-shared-state-across-instances.md), so the API and the server-rendered home
 * page show it at once.
 */
export async function updateHomeContent(
  { db, config, catalogCache }: Pick<AppDeps, 'db' | 'config' | 'catalogCache'>,
  actor: AuditActor,
  content: UpdateHomeContent,
): Promise<HomeContent> {
  checkPictures(content, (url) => isShopPicture(config, url))
  const saved = await db.transaction(async (tx) => {
    const catalogueCollections = await getCollections(tx)
    const featured = featuredCollectionsOf(content.featuredCollections, catalogueCollections)
    const before = await lockHomeContent(tx, NEUTRAL_HOME_CONTENT)
    const after = await updateHomeContentRow(tx, toHomeContentValues(content, featured))
    await recordAudit(tx, actor, {
      action: 'home.update',
      entityType: 'home',
      entityId: 'home',
      entityLabel: 'Home page',
      changes: changedFields(before, after, AUDITED_FIELDS),
    })
    return toHomeContentDto(after, catalogueCollections)
  })
  catalogCache.clear()
  return saved
}

function checkPictures(content: UpdateHomeContent, isOurs: (url: string) => boolean): void {
  for (const [index, slide] of content.heroSlides.entries()) {
    const slideName = `Slide ${String(index + 1)}`
    if (!isOurs(slide.imageUrl)) throw badInput(pictureNotOursMessage(`${slideName}’s picture`))
    if (slide.mobileImageUrl !== undefined && !isOurs(slide.mobileImageUrl)) {
      throw badInput(pictureNotOursMessage(`${slideName}’s tall picture`))
    }
  }
  const { banner } = content
  if (banner === null) return
  if (!isOurs(banner.imageUrl)) throw badInput(pictureNotOursMessage('The banner’s picture'))
  if (banner.mobileImageUrl !== undefined && !isOurs(banner.mobileImageUrl)) {
    throw badInput(pictureNotOursMessage('The banner’s tall picture'))
  }
}

/**
 * The featured collections as the catalogue names them, in the owner's order, each once: a name
 * is matched by the catalogue's slug rule, so "denim edit" is "Denim Edit".
 */
function featuredCollectionsOf(
  names: readonly string[],
  catalogueCollections: readonly FeaturedCollection[],
): FeaturedCollection[] {
  const bySlug = new Map(catalogueCollections.map((collection) => [collection.slug, collection]))
  const featured = new Map<string, FeaturedCollection>()
  for (const name of names) {
    const collection = bySlug.get(toCollectionSlug(name))
    if (!collection) throw badInput(unknownCollectionMessage(name))
    featured.set(collection.slug, collection)
  }
  return [...featured.values()]
}
