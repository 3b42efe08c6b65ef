/**
 * localStorage that never throws: private modes and full quotas make it fail, and a shop must
 * keep working without persistence rather than crash.
 */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = window.localStorage.getItem(key)
    if (raw === null) return undefined
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Persistence is a convenience; the in-memory state still holds.
  }
}
