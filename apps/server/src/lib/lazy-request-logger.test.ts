import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { expect, test, vi } from 'vitest'
import { captureLogLines } from '../testing/log-lines.js'
import { lazyRequestLogger } from './lazy-request-logger.js'

const makeLogger = (parent: pino.Logger) =>
  lazyRequestLogger.call({} as FastifyInstance, parent, { reqId: 'req-1' }, {}, {} as never)

test('a request that never logs never builds its child logger', () => {
  const parent = pino({ level: 'info' }, captureLogLines().stream)
  const child = vi.spyOn(parent, 'child')
  const logger = makeLogger(parent)
  expect(logger.level).toBe('info')
  expect(child).not.toHaveBeenCalled()
})

test('its lines carry the request id, once it logs', () => {
  const log = captureLogLines()
  const logger = makeLogger(pino({ level: 'info' }, log.stream))
  logger.warn({ field: 1 }, 'first')
  logger.error('second')
  logger.debug('below the level')
  expect(log.lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
    expect.objectContaining({ reqId: 'req-1', level: 40, field: 1, msg: 'first' }),
    expect.objectContaining({ reqId: 'req-1', level: 50, msg: 'second' }),
  ])
})
