import { Writable } from 'node:stream'

/** A log stream for `createTestApp(…, { logger })` that keeps each line the server writes. */
export function captureLogLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { stream, lines }
}
