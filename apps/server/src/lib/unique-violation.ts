/** What a unique index refused: its name and PostgreSQL's detail ("Key (sku)=(X) already exists."). */
export interface UniqueViolation {
  constraint: string | undefined
  detail: string
}

/**
 * The unique-index refusal (SQLSTATE 23505) in an error's chain, if any: the database decided a
 * race that a check before the write could not. node-postgres and PGlite errors carry the
 * SQLSTATE; Drizzle wraps them as `cause`.
 */
export function findUniqueViolation(error: unknown): UniqueViolation | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint, detail } = current as {
      code?: unknown
      constraint?: unknown
      detail?: unknown
    }
    if (code !== '23505') continue
    return {
      constraint: typeof constraint === 'string' ? constraint : undefined,
      detail: typeof detail === 'string' ? detail : '',
    }
  }
  return undefined
}
