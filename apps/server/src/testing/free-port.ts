import { createServer } from 'node:net'

/**
 * A TCP port nothing listens on right now: for a server a test starts, or to stand for a server
 * that is down.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/**
 * A port from `first` to `last` nothing listens on, tried from a random one on: for a server a
 * test kills and starts again on the same port. Below the ephemeral range, no outgoing
 * connection takes it in between.
 */
export async function freePortBetween(first: number, last: number): Promise<number> {
  const count = last - first + 1
  const start = Math.floor(Math.random() * count)
  for (let step = 0; step < count; step += 1) {
    const port = first + ((start + step) % count)
    if (await canListenOn(port)) return port
  }
  throw new Error(`No free port from ${String(first)} to ${String(last)}`)
}

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => {
      resolve(false)
    })
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true)
      })
    })
  })
}
