/**
 * A backup or restore that cannot go on, with what the owner should do: the commands print the
 * message alone (no stack), as the start does for a bad setting.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}
