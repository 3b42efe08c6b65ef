import type { Executor } from '../db/client.js'
import { withLocalSetting } from './with-local-setting.js'

/** pg_trgm looks a contains-search up by its three-character pieces; shorter ones have none. */
const TRIGRAM_LENGTH = 3

/**
 * Counts a contains-search's matches through its trigram indexes. PostgreSQL prices ILIKE like
 * any cheap operator, so when a word is in one row of ten it plans to read the whole table and
 * ILIKE every row: 81 ms for the audit log's 100,000 entries, against 13 ms through the indexes
 * (docs/performance.md, Admin lists). The hint holds for this one count's transaction.
 * A search shorter than a trigram has no piece to look up, so it is left to the planner.
 */
export async function countThroughTrigramIndexes(
  db: Executor,
  search: string | undefined,
  count: (db: Executor) => Promise<number>,
): Promise<number> {
  if (search === undefined || search.length < TRIGRAM_LENGTH) return count(db)
  return withLocalSetting(db, { name: 'enable_seqscan', value: 'off' }, count)
}
