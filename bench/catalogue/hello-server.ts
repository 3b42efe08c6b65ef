import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import Fastify from 'fastify'
import { listenForParent } from './child-ready.js'

/**
 * The baseline: bare Fastify 5, no plugins, no logger, the smallest JSON answer. With
 * `--body-file` it also answers GET /body with that JSON text, sent as the shop sends its cached
 * answers: the ceiling for an answer of that size on this machine.
 */
const { values } = parseArgs({ options: { 'body-file': { type: 'string' } } })
const bodyFile = values['body-file']

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
if (bodyFile !== undefined) {
  const body = await readFile(bodyFile)
  app.get('/body', (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
}
await listenForParent(app, {})
