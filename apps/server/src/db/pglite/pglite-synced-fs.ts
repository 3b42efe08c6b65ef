import { fdatasyncSync, fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { keepPgliteFilesOwnerOnly, type EmscriptenNodeFsModes } from './pglite-owner-only-files.js'

/**
 * PGlite's Node file system, with the one thing it lacks for a durable database: a sync that
 * reaches the disk (docs/decisions/020-durable-orders-on-the-embedded-database.md).
 *
 * PGlite mounts DATA_DIR/pglite with Emscripten's NODEFS, whose writes go straight to the
 * operating system (so a commit survives a killed process) but whose streams have no `fsync`:
 * PostgreSQL's syncs end in a no-op, and nothing survives a power cut or an OS crash for sure.
 * This class gives those streams a real one (and keeps the files owner-only:
 * pglite-owner-only-files.ts). With PostgreSQL's own `fsync` setting on (see
 * SYNCED_START_PARAMS), PostgreSQL then orders every write as it does on a server: the WAL is on
 * the disk before a commit returns, and a checkpoint syncs the data files before it records
 * itself.
 */
export class SyncedNodeFS extends NodeFS {
  readonly #onFileSync: ((file: string) => void) | undefined

  /**
   * `onFileSync` hears each file (real path) once it is on the disk; tests watch it. When it
   * throws an error with a Node code (ENOSPC), the sync fails with that errno.
   */
  constructor(directory: string, onFileSync?: (file: string) => void) {
    super(directory)
    this.#onFileSync = onFileSync
  }

  override async init(
    pg: PGlite,
    options: EmscriptenOptions,
  ): Promise<{ emscriptenOpts: EmscriptenOptions }> {
    const { emscriptenOpts } = await super.init(pg, options)
    const installSync = (mod: PostgresMod) => {
      const { NODEFS, FS } = mod as unknown as EmscriptenNodeFs
      keepPgliteFilesOwnerOnly(NODEFS)
      const onFileSync = this.#onFileSync
      NODEFS.stream_ops.fsync = (stream) => {
        // A Node error becomes the errno PostgreSQL reads: a failed sync is a PANIC there.
        NODEFS.tryFSOperation(() => {
          // fdatasync is what PostgreSQL itself uses for the WAL on Linux: data and size, not
          // times. Directories (a created or renamed file's name) need fsync.
          if (FS.isDir(stream.node.mode)) fsyncSync(stream.nfd)
          else fdatasyncSync(stream.nfd)
          onFileSync?.(NODEFS.realPath(stream.node))
        })
        return 0
      }
    }
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        // After NodeFS's own step, which mounts the directory.
        preRun: [...(emscriptenOpts.preRun ?? []), installSync],
      },
    }
  }
}

/**
 * PGlite's start options with PostgreSQL's `fsync` on: its defaults start PostgreSQL with `-F`
 * (fsync off). `wal_sync_method=fsync` because Emscripten answers `fdatasync` (PostgreSQL's
 * default on Linux) itself without asking the file system, while `fsync` reaches the stream.
 */
export const SYNCED_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
]

type EmscriptenOptions = Parameters<NodeFS['init']>[1]
type PostgresMod = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0]

/** The parts of Emscripten's module this file uses; PGlite's types do not describe them. */
interface EmscriptenNodeFs {
  NODEFS: EmscriptenNodeFsModes & {
    stream_ops: { fsync?: (stream: EmscriptenStream) => number }
    realPath: (node: EmscriptenStream['node']) => string
    tryFSOperation: (operation: () => void) => void
  }
  FS: { isDir: (mode: number) => boolean }
}

interface EmscriptenStream {
  /** The Node file descriptor behind the stream. */
  nfd: number
  node: { mode: number }
}
