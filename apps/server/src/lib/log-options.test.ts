import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { redactUrl, serializeError } from './log-options.js'

test('a reset token in a logged address is cut out, other parameters stay', () => {
  expect(redactUrl('/reset-password?token=abcDEF123_-&from=mail')).toBe(
    '/reset-password?token=[redacted]&from=mail',
  )
  expect(redactUrl('/collections/all?search=tee')).toBe('/collections/all?search=tee')
})

test('a failed query keeps its SQL but loses its parameters, in the message and the stack', () => {
  const driverError = Object.assign(new Error('value too long'), {
    code: '22001',
    detail: 'Key (email)=(ann@example.com)',
  })
  const error = new Error(
    'Failed query: insert into "users" ("name", "password_hash") values ($1, $2)\nparams: Ann,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    { cause: driverError },
  )
  const logged = JSON.stringify(serializeError(error))
  expect(logged).toContain('insert into \\"users\\"')
  expect(logged).toContain('params: [redacted]')
  expect(logged).toContain('22001')
  expect(logged).not.toContain('argon2')
  expect(logged).not.toContain('ann@example.com')
})

test('log lines written just before the process exits all reach the output', () => {
  const lines = 20_000
  const output = execFileSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(new URL('../testing/log-at-exit.fixture.ts', import.meta.url)),
      String(lines),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  const logged = output
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { line: number }).line)
  expect(logged).toHaveLength(lines)
  expect(logged.at(-1)).toBe(lines - 1)
})
