/** True when a query failed with one of these PostgreSQL codes, whichever driver wrapped it. */
function hasPostgresCode(error: unknown, codes: string[]): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** True when a query failed on a unique index (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPostgresCode(error, ['23505']);
}

/** True when a value held text PostgreSQL cannot store (a NUL character): bad input, not a fault. */
export function isUnstorableText(error: unknown): boolean {
  return hasPostgresCode(error, ['22021', '22P05']);
}
