import pg from 'pg'

/**
 * LISTEN on one dedicated connection (a pooled one would hand the subscription to whichever
 * query took it next). The connection is made again whenever it breaks, for as long as the
 * listener is open; `onGap` then says that notifications may have been missed meanwhile.
 */
export interface NotificationHandlers {
  onMessage: (payload: string) => void
  onGap: () => void
}

export type ListenForNotifications = (
  channel: string,
  handlers: NotificationHandlers,
) => Promise<{ close: () => Promise<void> }>

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5_000

export function postgresListener(url: string): ListenForNotifications {
  return async (channel, { onMessage, onGap }) => {
    let client: pg.Client | undefined
    let isClosed = false
    let retryMs = FIRST_RETRY_MS
    let retryTimer: NodeJS.Timeout | undefined

    const connect = async () => {
      const next = new pg.Client({ connectionString: url })
      let isLost = false
      const lost = () => {
        if (isLost) return
        isLost = true
        client = undefined
        next.end().catch(() => undefined)
        scheduleReconnect()
      }
      next.on('error', lost)
      next.on('end', lost)
      next.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '')
      })
      try {
        await next.connect()
        await next.query(`listen ${next.escapeIdentifier(channel)}`)
      } catch (error) {
        // The caller schedules the retry; this client must not schedule one of its own.
        isLost = true
        await next.end().catch(() => undefined)
        throw error
      }
      client = next
      retryMs = FIRST_RETRY_MS
    }

    const scheduleReconnect = () => {
      if (isClosed || retryTimer) return
      retryTimer = setTimeout(() => {
        retryTimer = undefined
        connect().then(onGap, () => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
          scheduleReconnect()
        })
      }, retryMs)
      retryTimer.unref()
    }

    // A database that is down at start must not stop the shop from starting: it answers 503
    // meanwhile (lib/database-unavailable.ts), and the listener connects once it is back.
    await connect().catch(scheduleReconnect)
    return {
      close: async () => {
        isClosed = true
        clearTimeout(retryTimer)
        const open = client
        client = undefined
        if (open) {
          open.removeAllListeners('end')
          await open.end().catch(() => undefined)
        }
      },
    }
  }
}
