import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type DiskState = 'ok' | 'low' | 'full'

export interface FillableDisk {
  /** Give these to the shop process: its preload, and where it reads the disk's state. */
  imports: string[]
  env: Record<string, string>
  /** `low`: free space below any reserve, writes succeed; `full`: writes that need space fail. */
  set: (state: DiskState) => Promise<void>
}

const PRELOAD = fileURLToPath(new URL('./fillable-disk.preload.ts', import.meta.url))

/**
 * The disk under a shop process's DATA_DIR, made to fill up by the test
 * (testing/fillable-disk.preload.ts, which runs inside that process). `stateDirectory` holds the
 * state file; keep it outside DATA_DIR.
 */
export async function fillableDisk(stateDirectory: string): Promise<FillableDisk> {
  const stateFile = path.join(stateDirectory, 'disk-state')
  await writeFile(stateFile, 'ok')
  return {
    imports: [PRELOAD],
    env: { FILLABLE_DISK_STATE: stateFile },
    set: (state) => writeFile(stateFile, state),
  }
}
