import http from 'node:http'

/**
 * The floor of the request-path bench: a plain `node:http` server answering every request with
 * the smallest JSON, no framework. Tells its parent the port over IPC, as the shop child does.
 */
const body = Buffer.from(JSON.stringify({ hello: 'world' }))
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  })
  response.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP address')
  process.send?.({ type: 'ready', port: address.port })
})
const close = () => server.close(() => process.exit(0))
process.once('SIGTERM', close)
process.once('disconnect', close)
