import {
  messages,
  PGlite,
  type ExecProtocolOptions,
  type ExecProtocolResult,
  type PGliteOptions,
} from '@electric-sql/pglite'

/**
 * PGlite with the two guards a disk that fails or fills needs
 * (docs/decisions/022-full-disk.md):
 *
 * - After PostgreSQL stops with a PANIC (a WAL segment it cannot create on a full disk, a sync
 *   that fails), PGlite's wasm is dead, and the next statement spins in a loop on the event loop
 *   forever: 100 % CPU, no answer, no SIGTERM. This class answers every statement after the
 *   PANIC with an error at once instead, and `stopped` tells the process to start again.
 * - `refuseWrites` makes every transaction read-only, so PostgreSQL refuses writes with a plain
 *   ERROR before the disk is full rather than PANIC when it is; the refusals carry PostgreSQL's
 *   disk-full code. Reads go on.
 */
export class DiskGuardedPGlite extends PGlite implements WriteRefusal {
  /** Settles with the error PostgreSQL stopped with; it never rejects. */
  readonly stopped: Promise<Error>
  #stop: (reason: Error) => void = () => undefined
  #stoppedBecause: Error | undefined
  #writesRefusedBecause: string | undefined

  constructor(options?: PGliteOptions) {
    super(options)
    this.stopped = new Promise((resolve) => {
      this.#stop = resolve
    })
  }

  /** PGlite.create for this class: resolves once the database is ready. */
  static async open(options?: PGliteOptions): Promise<DiskGuardedPGlite> {
    const client = new DiskGuardedPGlite(options)
    await client.waitReady
    return client
  }

  /** Every statement reaches PostgreSQL's wasm through here. */
  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    if (this.#stoppedBecause) throw new DatabaseStoppedError(this.#stoppedBecause)
    return super.execProtocolRawSync(message)
  }

  override async execProtocol(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): Promise<ExecProtocolResult> {
    try {
      return await super.execProtocol(message, options)
    } catch (error) {
      throw this.#read(error)
    }
  }

  override async execProtocolStream(
    message: Uint8Array,
    options?: ExecProtocolOptions,
  ): ReturnType<PGlite['execProtocolStream']> {
    try {
      return await super.execProtocolStream(message, options)
    } catch (error) {
      throw this.#read(error)
    }
  }

  /** A stopped database is not asked to close: that too would run in its dead wasm. */
  override async close(): Promise<void> {
    if (this.#stoppedBecause) return
    await super.close()
  }

  async refuseWrites(reason: string): Promise<void> {
    this.#writesRefusedBecause = reason
    // Between transactions: exec waits for the one in progress. Those after it are read-only.
    await this.exec('SET default_transaction_read_only = on')
  }

  async acceptWrites(): Promise<void> {
    await this.exec('SET default_transaction_read_only = off')
    this.#writesRefusedBecause = undefined
  }

  writesRefusedBecause(): string | undefined {
    return this.#writesRefusedBecause
  }

  /** Notes a PANIC, and turns a refused write into the disk-full error it stands for. */
  #read(error: unknown): unknown {
    if (!(error instanceof messages.DatabaseError)) return error
    if (error.severity === 'PANIC' || error.severity === 'FATAL') {
      if (!this.#stoppedBecause) {
        this.#stoppedBecause = error
        this.#stop(error)
      }
      return error
    }
    if (error.code === READ_ONLY_SQL_TRANSACTION && this.#writesRefusedBecause !== undefined) {
      return new WritesRefusedError(this.#writesRefusedBecause, error)
    }
    return error
  }
}

/** What the free-space watch (db/pglite/free-space-watch.ts) asks of the database. */
export interface WriteRefusal {
  refuseWrites: (reason: string) => Promise<void>
  acceptWrites: () => Promise<void>
  /** Why writes are refused right now; undefined while they are accepted. */
  writesRefusedBecause: () => string | undefined
}

/** PostgreSQL's SQLSTATE for a write in a read-only transaction. */
const READ_ONLY_SQL_TRANSACTION = '25006'
/** PostgreSQL's SQLSTATE for a full disk (class 53, insufficient resources). */
export const DISK_FULL = '53100'
/** PostgreSQL's SQLSTATE for a session ended because the server crashed. */
const CRASH_SHUTDOWN = '57P02'

/** A write refused while the disk is nearly full: PostgreSQL's own disk-full error, early. */
export class WritesRefusedError extends messages.DatabaseError {
  constructor(reason: string, refusal: messages.DatabaseError) {
    super(`could not write: ${reason}`, 0, 'error')
    this.severity = 'ERROR'
    this.code = DISK_FULL
    this.cause = refusal
  }
}

/** Every statement after PostgreSQL stopped; `cause` is the error it stopped with. */
export class DatabaseStoppedError extends messages.DatabaseError {
  constructor(stoppedBecause: Error) {
    super(
      `the embedded database stopped after: ${stoppedBecause.message}; the shop must start again`,
      0,
      'error',
    )
    this.severity = 'FATAL'
    this.code = CRASH_SHUTDOWN
    this.cause = stoppedBecause
  }
}
