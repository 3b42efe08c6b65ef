import { register as flushAtExit } from 'on-exit-leak-free'
import { pino } from 'pino'

/** How long a log line may wait to be written with those that follow it. */
export const LOG_BATCH_MS = 20

/**
 * A log output on a file descriptor that gathers the lines of up to LOG_BATCH_MS and writes them
 * in one asynchronous write (docs/performance.md § Request path). Under load that is hundreds of
 * lines a write; a write per line cost a cached answer about a sixth of its throughput, and a
 * write per turn of the event loop still a fourteenth.
 *
 * At exit, what the destination still buffers is written synchronously, then what was gathered:
 * no line is lost, and they stay in order. The hook is registered before the destination is
 * made, so it runs before pino's own exit flush of that destination.
 */
export function batchedLogOutput(fd: number): pino.DestinationStream {
  const output = new BatchedLogOutput(fd)
  flushAtExit(output, (pending) => {
    pending.writeOutAtExit()
  })
  output.destination = pino.destination({ dest: fd, sync: false })
  return output
}

class BatchedLogOutput implements pino.DestinationStream {
  destination: pino.DestinationStream & { flushSync(): void } = { write() {}, flushSync() {} }
  private gathered = ''
  private isHandOnScheduled = false

  constructor(private readonly fd: number) {}

  write(line: string): void {
    this.gathered += line
    if (this.isHandOnScheduled) return
    this.isHandOnScheduled = true
    setTimeout(this.handOn, LOG_BATCH_MS)
  }

  /** Hands what was gathered to the destination, in the order it was logged. */
  private readonly handOn = (): void => {
    this.isHandOnScheduled = false
    const lines = this.takeGathered()
    if (lines !== '') this.destination.write(lines)
  }

  writeOutAtExit(): void {
    const lines = this.takeGathered()
    this.destination.flushSync()
    // There is no event loop left for an asynchronous write: this one waits for the disk.
    if (lines !== '') pino.destination({ dest: this.fd, sync: true }).write(lines)
  }

  private takeGathered(): string {
    const lines = this.gathered
    this.gathered = ''
    return lines
  }
}
