/**
 * The error that says a disk is full, if one is in an error's chain: PostgreSQL's disk_full
 * (53100; the embedded database gives it too for a write it refuses before its disk fills,
 * db/pglite/disk-guarded-pglite.ts) or a file write's ENOSPC or EDQUOT (an upload, a mail file). Such a
 * failure is answered 503 with Retry-After (docs/decisions/022-full-disk.md). Drizzle wraps the
 * driver's error as `cause`, so the chain is followed.
 */

const DISK_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT'])

const MAX_CAUSE_DEPTH = 5

export function diskFullErrorIn(error: unknown, depth = 0): Error | undefined {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return undefined
  if ('code' in error && typeof error.code === 'string' && DISK_FULL_CODES.has(error.code)) {
    return error
  }
  return diskFullErrorIn(error.cause, depth + 1)
}
