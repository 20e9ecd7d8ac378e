type PostgresError = { code: string; constraint?: string };

/** The PostgreSQL error with one of these codes behind a failed query, whichever driver wrapped it. */
function postgresError(error: unknown, codes: string[]): PostgresError | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return current as PostgresError;
  }
  return undefined;
}

/** The unique index (or constraint) a query collided with, when it did. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  return postgresError(error, ['23505'])?.constraint;
}

/**
 * True when PostgreSQL gave up on a transaction because another one changed the same rows at the
 * same time (a deadlock, or a serialization failure): nothing was saved, and trying again may work.
 */
export function isConcurrentChange(error: unknown): boolean {
  return postgresError(error, ['40P01', '40001']) !== undefined;
}

/** True when a value held text PostgreSQL cannot store (a NUL character): bad input, not a fault. */
export function isUnstorableText(error: unknown): boolean {
  return postgresError(error, ['22021', '22P05']) !== undefined;
}

/** Codes of a server that is gone or not taking connections: shutting down, starting, full, or unreachable. */
const unavailableCodes = ['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'];
/** What node-postgres says, without a code, of a connection that broke or never came. */
const unavailableMessages = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/;

/**
 * True when a query failed because the database could not be reached (restarting, failing over,
 * out of connections): the query, and its transaction, did nothing, and the same request may work
 * in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (postgresError(error, unavailableCodes)) return true;
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if (unavailableMessages.test(String((current as { message?: unknown }).message ?? ''))) return true;
  }
  return false;
}
