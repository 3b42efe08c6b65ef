import type { HomeContent } from '@shop/shared/home-content'
import type { Executor } from '../../db/client.js'
import { getCollections } from '../catalog/catalog.service.js'
import { toHomeContentDto } from './home-content.mapper.js'
import {
  findHomeContent,
  insertHomeContentIfAbsent,
  type HomeContentValues,
} from './home-content.repository.js'
import { NEUTRAL_HOME_CONTENT } from './neutral-home-content.js'

/**
 * The home page's own content (docs/product-rules.md § The owner's shop): the hero's slides, the
 * featured collections and the banner the owner saved, or the neutral home of a shop whose owner
 * has saved none.
 */
export async function getHomeContent(db: Executor): Promise<HomeContent> {
  const row = await findHomeContent(db)
  return toHomeContentDto(row ?? NEUTRAL_HOME_CONTENT, await getCollections(db))
}

/** The first start's content (the demo's look); content the owner saved is kept. */
export async function writeFirstHomeContent(
  db: Executor,
  values: HomeContentValues,
): Promise<void> {
  await insertHomeContentIfAbsent(db, values)
}
