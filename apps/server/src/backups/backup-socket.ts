import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import path from 'node:path'
import type { DatabaseHandle } from '../db/client.js'
import { BackupError } from './backup-error.js'
import type { BackupLog } from './backup-log.js'
import type { DatabaseDump } from './database-dump.js'
import { pgliteClientOf, pgliteDumpOf, readPgliteDump } from './pglite-dump.js'

/**
 * The embedded database belongs to the running shop's process (docs/decisions/018), so while
 * the shop runs `npm run backup` asks the shop for the dump over a Unix socket in DATA_DIR.
 * Only the shop's own user can open it (mode 0600), the same user that can read DATA_DIR/pglite
 * anyway; the one request it understands is `dump` (docs/decisions/019-backups.md).
 *
 * Request: `dump\n`. Answer: one JSON line, `{"ok":true,"migrationLevel":N,"bytes":N}` followed
 * by the dump's bytes, or `{"ok":false,"message":"…"}`.
 */

export function backupSocketPathOf(dataDir: string): string {
  return path.join(dataDir, 'backup.sock')
}

/** A dump request names itself within this many bytes, or the connection is dropped. */
const REQUEST_LIMIT_BYTES = 64
/** Silence this long ends a connection: a dump of a large shop takes seconds, not minutes. */
const IDLE_TIMEOUT_MS = 10 * 60_000

export interface DumpRequestListener {
  close: () => Promise<void>
}

/**
 * Answers dump requests until closed. A socket that cannot be made (a DATA_DIR path too long
 * for one) is logged and leaves the shop running: only backups while it runs are lost.
 */
export async function listenForDumpRequests(
  dataDir: string,
  database: DatabaseHandle,
  log: BackupLog,
): Promise<DumpRequestListener> {
  const socketPath = backupSocketPathOf(dataDir)
  // The caller holds the database's lock, so a socket file left here is a dead shop's.
  await rm(socketPath, { force: true })
  const server = createServer((socket) => {
    answerDumpRequest(socket, database, log)
  })
  try {
    await listen(server, socketPath)
    await chmod(socketPath, 0o600)
  } catch (error) {
    server.close()
    log.warn(
      `npm run backup cannot reach this shop while it runs (${(error as Error).message} at ${socketPath}); stop the shop to back it up, or use a shorter DATA_DIR`,
    )
    return { close: async () => undefined }
  }
  return {
    close: () =>
      new Promise((resolve) => {
        // Waits for a dump in progress; the socket file is removed with the server.
        server.close(() => {
          resolve()
        })
      }),
  }
}

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function answerDumpRequest(socket: Socket, database: DatabaseHandle, log: BackupLog): void {
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy())
  socket.on('error', () => undefined)
  let request = ''
  let isAnswered = false
  socket.on('data', (chunk) => {
    if (isAnswered) return
    request += chunk.toString('utf8')
    const end = request.indexOf('\n')
    if (end === -1) {
      if (request.length > REQUEST_LIMIT_BYTES) socket.destroy()
      return
    }
    isAnswered = true
    if (request.slice(0, end).trim() !== 'dump') {
      socket.end(`${JSON.stringify({ ok: false, message: 'Unknown request.' })}\n`)
      return
    }
    readPgliteDump(pgliteClientOf(database)).then(
      ({ migrationLevel, data }) => {
        log.info('Dumped the database for npm run backup')
        const header = { ok: true, migrationLevel, bytes: data.byteLength }
        socket.write(`${JSON.stringify(header)}\n`)
        socket.end(data)
      },
      (error: unknown) => {
        log.error(error, 'Dumping the database for npm run backup failed')
        const message = `The shop could not dump its database: ${(error as Error).message}`
        socket.end(`${JSON.stringify({ ok: false, message })}\n`)
      },
    )
  })
}

interface DumpHeader {
  ok: boolean
  message?: string
  migrationLevel?: number
  bytes?: number
}

/**
 * Asks a shop running on this DATA_DIR for a dump; undefined when no shop listens (none runs,
 * or one that crashed left its socket file behind).
 */
export function requestDumpFromRunningShop(dataDir: string): Promise<DatabaseDump | undefined> {
  const socketPath = backupSocketPathOf(dataDir)
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath)
    const chunks: Buffer[] = []
    let isConnected = false
    socket.setTimeout(IDLE_TIMEOUT_MS, () => {
      socket.destroy(new Error('it stopped answering'))
    })
    socket.on('connect', () => {
      isConnected = true
      socket.write('dump\n')
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!isConnected) {
        resolve(undefined)
        return
      }
      reject(new BackupError(`The running shop did not finish the dump: ${error.message}.`))
    })
    socket.on('end', () => {
      try {
        resolve(readDumpAnswer(Buffer.concat(chunks)))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

function readDumpAnswer(answer: Buffer): DatabaseDump {
  const end = answer.indexOf('\n')
  let header: DumpHeader | undefined
  try {
    header = end === -1 ? undefined : (JSON.parse(answer.subarray(0, end).toString()) as DumpHeader)
  } catch {
    header = undefined
  }
  if (header === undefined) {
    throw new BackupError('The running shop answered the dump request with something unreadable.')
  }
  if (!header.ok) throw new BackupError(header.message ?? 'The running shop refused the dump.')
  const data = answer.subarray(end + 1)
  if (data.byteLength !== header.bytes) {
    throw new BackupError(
      `The running shop's dump was cut short (${String(data.byteLength)} of ${String(header.bytes)} bytes).`,
    )
  }
  return pgliteDumpOf({ data, migrationLevel: header.migrationLevel ?? 0 })
}
