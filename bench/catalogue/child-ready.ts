import type { FastifyInstance } from 'fastify'

/** What a server child sends its parent over IPC once it listens. */
export interface ReadyMessage {
  type: 'ready'
  port: number
  /** A product that exists, for the detail scenario (shop children only). */
  productId?: string
  seedMilliseconds?: number
}

export function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { port?: unknown }).port === 'number'
  )
}

/**
 * Listens on a free loopback port, tells the parent which, and closes cleanly when the parent
 * sends SIGTERM (or goes away, so no orphan keeps a core busy).
 */
export async function listenForParent(
  app: FastifyInstance,
  details: Omit<ReadyMessage, 'type' | 'port'>,
  onClose: () => Promise<void> = async () => undefined,
): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP address')
  let isClosing = false
  const close = () => {
    if (isClosing) return
    isClosing = true
    app
      .close()
      .then(onClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  }
  process.once('SIGTERM', close)
  process.once('disconnect', close)
  const message: ReadyMessage = { type: 'ready', port: address.port, ...details }
  process.send?.(message)
}
