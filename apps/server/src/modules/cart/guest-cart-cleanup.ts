import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/client.js'
import { createGuestCartSweeper, type GuestCartSweeperOptions } from './guest-cart-sweeper.js'

export interface GuestCartCleanupOptions {
  db: Database
  /** False leaves the sweeper idle (tests call `sweep` themselves). */
  isRunning: boolean
  sweeperOptions?: GuestCartSweeperOptions
}

/**
 * Runs the guest-cart sweeper inside the server process, like the mail sender: it starts once
 * the app is ready and stops when the app closes.
 */
async function guestCartCleanup(
  app: FastifyInstance,
  { db, isRunning, sweeperOptions }: GuestCartCleanupOptions,
) {
  const sweeper = createGuestCartSweeper(
    db,
    app.log.child({ component: 'guest-carts' }),
    sweeperOptions,
  )
  app.addHook('onReady', async () => {
    if (isRunning) sweeper.start()
  })
  app.addHook('onClose', async () => {
    await sweeper.stop()
  })
}

export const guestCartCleanupPlugin = fp(guestCartCleanup, { name: 'guest-cart-cleanup' })
