import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface PowerCutDisk {
  /** Give this to the database as its `onFileSync`. */
  onFileSync: (file: string) => void
  /** From now on, the disk holds `directory` as it is now, plus what is synced later. */
  startFrom: (directory: string) => void
  /** Writes into `target` what the disk would hold if the power were cut now. */
  writeImage: (target: string) => void
  dispose: () => void
}

/**
 * A disk as a power cut leaves it, at its worst that the operating system allows: each file as
 * it was at its last sync, or at `startFrom` when it was not synced since. A file never synced
 * since then holds none of the writes made to it; the page cache, which would have written some
 * of them back by chance, is gone. Names (files created, renamed, removed) count as on the disk
 * at once: the tests that use it write less than one WAL segment, so PostgreSQL makes no new
 * file they depend on.
 */
export function powerCutDisk(): PowerCutDisk {
  const baseline = mkdtempSync(path.join(os.tmpdir(), 'shop-power-cut-'))
  let watched: string | undefined
  /** Each synced file's content at its last sync, by its path inside the watched directory. */
  const synced = new Map<string, Buffer>()

  return {
    onFileSync: (file) => {
      if (watched === undefined || !statSync(file).isFile()) return
      synced.set(path.relative(watched, file), readFileSync(file))
    },
    startFrom: (directory) => {
      watched = directory
      synced.clear()
      rmSync(baseline, { recursive: true, force: true })
      cpSync(directory, baseline, { recursive: true })
    },
    writeImage: (target) => {
      cpSync(baseline, target, { recursive: true })
      for (const [file, content] of synced) {
        mkdirSync(path.dirname(path.join(target, file)), { recursive: true })
        writeFileSync(path.join(target, file), content)
      }
    },
    dispose: () => {
      rmSync(baseline, { recursive: true, force: true })
    },
  }
}
