import pg from 'pg'

/**
 * PostgreSQL advisory locks the shop's instances coordinate with. Each is held on a connection
 * of its own, outside the pool: a session lock lives exactly as long as its connection, so a
 * crashed holder never leaves one behind. Locks are per database (docs/decisions/019-backups.md).
 */

/** The first half of every key ("SHOP"), so the shop's locks never meet another program's. */
const SHOP_LOCK_NAMESPACE = 0x53_48_4f_50

export const SHOP_LOCKS = {
  /** Migrations and the first-run seed: one instance at a time, the others wait their turn. */
  prepareDatabase: 1,
  /** Held shared by every running instance; a restore takes it alone, or refuses. */
  shopRunning: 2,
} as const
export type ShopLock = keyof typeof SHOP_LOCKS

export interface HeldLock {
  /** Ends the lock's connection, which releases the lock. */
  release: () => Promise<void>
  /** Called when the connection breaks, and with it the lock. */
  onLost: (listener: (error: Error) => void) => void
}

interface LockRequest {
  lock: ShopLock
  /** Shared with other holders of a shared lock, or held alone. */
  shared?: boolean
  /** Wait for the lock; false answers undefined at once when someone else holds it. */
  wait: boolean
}

export async function acquireShopLock(
  url: string,
  { lock, shared = false, wait }: LockRequest,
): Promise<HeldLock | undefined> {
  const client = new pg.Client({ connectionString: url })
  const lostListeners: ((error: Error) => void)[] = []
  let isReleased = false
  const lose = (error: Error) => {
    if (isReleased) return
    isReleased = true
    for (const listener of lostListeners) listener(error)
  }
  client.on('error', lose)
  client.on('end', () => {
    lose(new Error('The connection holding the lock ended'))
  })
  await client.connect()
  try {
    const suffix = shared ? '_shared' : ''
    const parameters = [SHOP_LOCK_NAMESPACE, SHOP_LOCKS[lock]]
    if (wait) {
      await client.query(`select pg_advisory_lock${suffix}($1::int, $2::int)`, parameters)
    } else {
      const result = await client.query<{ acquired: boolean }>(
        `select pg_try_advisory_lock${suffix}($1::int, $2::int) as acquired`,
        parameters,
      )
      if (result.rows[0]?.acquired !== true) {
        isReleased = true
        await client.end()
        return undefined
      }
    }
  } catch (error) {
    isReleased = true
    await client.end().catch(() => undefined)
    throw error
  }
  return {
    release: async () => {
      if (isReleased) return
      isReleased = true
      await client.end().catch(() => undefined)
    },
    onLost: (listener) => {
      lostListeners.push(listener)
    },
  }
}

/** Runs `work` while this process holds `lock`, waiting for it first. */
export async function withShopLock<T>(
  url: string,
  lock: ShopLock,
  work: () => Promise<T>,
): Promise<T> {
  const held = await acquireShopLock(url, { lock, wait: true })
  if (!held) throw new Error(`The ${lock} lock was not acquired`)
  try {
    return await work()
  } finally {
    await held.release()
  }
}
