/** The few log calls the backup pieces of a running shop make; the app's logger has them. */
export interface BackupLog {
  info: (message: string) => void
  warn: (message: string) => void
  error: (error: unknown, message: string) => void
}
