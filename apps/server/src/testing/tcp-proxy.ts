import net from 'node:net'

/**
 * A TCP pass-through to `target` that a test can cut and restore, to take a service away from
 * the shop (and give it back) without touching the service itself.
 */
export interface TcpProxy {
  port: number
  /** Stops accepting and drops every open connection, as a crashed service would. */
  cut: () => Promise<void>
  /** Accepts again on the same port. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stop = async () => {
    const closed = new Promise<void>((resolve) =>
      server.close(() => {
        resolve()
      }),
    )
    for (const socket of sockets) socket.destroy()
    await closed
  }
  await listen(0)
  const port = (server.address() as net.AddressInfo).port
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
