/**
 * Database errors that mean "conflict" or "gone", found in one place: drizzle wraps the
 * driver's error (pg and PGlite alike), so the SQLSTATE is looked for along `cause`.
 * handleError (errors.ts) answers them with the catalogue's 409/404/400 instead of a 500.
 */

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The driver error carrying a SQLSTATE (5 characters), if any. */
function driverError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const e = current as DriverError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, e.g. '23505'. */
export const sqlState = (error: unknown): string | undefined => driverError(error)?.code as string | undefined;

/** Unique-constraint violations (SQLSTATE 23505) from pg and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = driverError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * The status a database error stands for, or undefined (a real server error):
 * - 23505 unique violation: another request wrote the same key meanwhile → 409;
 * - 23503 foreign key: a row this write points at was deleted meanwhile → 404, or a
 *   delete of a row still referenced → 409;
 * - 40001 serialization failure, 40P01 deadlock: concurrent writes → 409 (retry);
 * - class 22 (data exception: a value out of range, too long, malformed) and 54000 (a
 *   value too large for an index): input the database refuses → 400.
 */
export function dbErrorStatus(error: unknown): 400 | 404 | 409 | undefined {
  const e = driverError(error);
  const code = e?.code as string | undefined;
  if (!code) return undefined;
  if (code === '23505' || code === '40001' || code === '40P01') return 409;
  if (code === '23503') return typeof e?.detail === 'string' && e.detail.includes('still referenced') ? 409 : 404;
  if (code.startsWith('22') || code === '54000') return 400;
  return undefined;
}
