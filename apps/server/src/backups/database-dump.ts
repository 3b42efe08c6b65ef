/** A database dump on its way into a backup archive, from either driver. */
export interface DatabaseDump {
  driver: 'pglite' | 'postgres'
  /** The newest migration applied to the dumped database (db/migration-level.ts). */
  migrationLevel: number
  /** Writes the dump to `file`. */
  writeTo: (file: string) => Promise<void>
}
